// Pages of the scans feature (one lazy chunk; see routes.tsx).
export { ScanHistoryPage } from './ScanHistoryPage';
