export { watchScan, REALTIME_MESSAGES, SOCKET_PATH, type ScanWatchHandlers } from './scanSocket';
