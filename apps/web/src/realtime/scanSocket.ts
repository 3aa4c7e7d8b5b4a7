/**
 * The one socket.io-client wrapper of the web app: live events of one scan (spec sections 4 and 8).
 *
 *   const stop = watchScan(scanId, { onProgress, onCompleted, onError, onCancelled, onConnection });
 *   // later
 *   stop();
 *
 * Connects to the same origin at VITE_SOCKET_PATH (build-time; default '/socket.io/', the spec's
 * '/ws/scans/' in production), with the access token in `auth`, websocket first then polling,
 * time-out 10 s, 5 reconnection attempts 2 s apart (REALTIME). On every connect it emits
 * `subscribe:scan` with `{ scanId }` (once more with a refreshed token when the server refuses an
 * expired one); events for other scan ids are ignored.
 *
 * Connection trouble is reported through `onConnection(text, failed)`:
 * - connection error: 'Connection issue (attempt n/5). Retrying...', retried after 3 s × n, at most
 *   5 times, then 'Failed to connect to scan updates. Please refresh the page or try again later.'
 *   (failed = true);
 * - disconnect by the server: 'Connection lost. Reconnecting (attempt n/5)...';
 * - connected again: null.
 *
 * The socket is made by `connect` (socket.io-client's `io` by default); tests pass a fake one.
 */
import { io, type ManagerOptions, type SocketOptions } from 'socket.io-client';
import {
  REALTIME,
  SCAN_EVENTS,
  type ScanCancelledEvent,
  type ScanCompletedEvent,
  type ScanErrorEvent,
  type ScanProgressEvent,
} from '@vigil/shared';
import { refreshAccessToken } from '../api/client';
import { getAccessToken } from '../session/storage';

export const SOCKET_PATH: string =
  (import.meta.env.VITE_SOCKET_PATH as string | undefined) || '/socket.io/';

export const REALTIME_MESSAGES = {
  connectionIssue: (n: number) =>
    `Connection issue (attempt ${n}/${REALTIME.dialogMaxRetries}). Retrying...`,
  connectFailed: 'Failed to connect to scan updates. Please refresh the page or try again later.',
  connectionLost: (n: number) =>
    `Connection lost. Reconnecting (attempt ${n}/${REALTIME.reconnectionAttempts})...`,
} as const;

export interface ScanWatchHandlers {
  onProgress?: (e: ScanProgressEvent) => void;
  onCompleted?: (e: ScanCompletedEvent) => void;
  onError?: (e: ScanErrorEvent) => void;
  onCancelled?: (e: ScanCancelledEvent) => void;
  /** A connection note to show (null once connected); `failed` after the last retry. */
  onConnection?: (text: string | null, failed: boolean) => void;
}

/** What watchScan uses of a socket.io-client Socket. */
export interface ScanSocket {
  readonly connected: boolean;
  readonly io: { reconnection(v: boolean): unknown };
  on(event: string, listener: (...args: never[]) => void): unknown;
  emit(event: string, ...args: unknown[]): unknown;
  connect(): unknown;
  disconnect(): unknown;
  removeAllListeners(): unknown;
}

export type ScanSocketFactory = (opts: Partial<ManagerOptions & SocketOptions>) => ScanSocket;

const connectSocket: ScanSocketFactory = (opts) => io(opts);

/** Subscribe to one scan's events; returns the function that stops listening and disconnects. */
export function watchScan(
  scanId: string,
  handlers: ScanWatchHandlers,
  connect: ScanSocketFactory = connectSocket,
): () => void {
  const socket = connect({
    path: SOCKET_PATH,
    // A function, so every (re)connection carries the current access token.
    auth: (cb: (data: object) => void) => cb({ token: getAccessToken() ?? '' }),
    transports: ['websocket', 'polling'],
    // Without it a refused websocket (a proxy without upgrade support) would never try polling.
    tryAllTransports: true,
    timeout: REALTIME.timeoutMs,
    reconnection: true,
    reconnectionAttempts: REALTIME.reconnectionAttempts,
    reconnectionDelay: REALTIME.reconnectionDelayMs,
  });

  let stopped = false;
  let errorAttempts = 0;
  let lostAttempts = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  const mine = (e: { scanId?: string } | null | undefined) =>
    !stopped && !!e && e.scanId === scanId;

  socket.on('connect', () => {
    errorAttempts = 0;
    lostAttempts = 0;
    socket.io.reconnection(true);
    handlers.onConnection?.(null, false);
    subscribe(false);
  });

  type Ack = { ok: true } | { ok: false; error?: string };
  // An expired access token (they live 15 minutes) is refreshed once and the subscription repeated
  // with the new token; the dialog's polling covers whatever else goes wrong.
  const subscribe = (retried: boolean, token?: string) => {
    socket.emit(SCAN_EVENTS.subscribe, token ? { scanId, token } : { scanId }, (ack?: Ack) => {
      if (stopped || !ack || ack.ok || retried || !/token/i.test(ack.error ?? '')) return;
      refreshAccessToken()
        .then((fresh) => {
          if (!stopped && socket.connected) subscribe(true, fresh);
        })
        .catch(() => {});
    });
  };

  socket.on('connect_error', () => {
    if (stopped) return;
    errorAttempts += 1;
    if (errorAttempts > REALTIME.dialogMaxRetries) {
      socket.disconnect();
      handlers.onConnection?.(REALTIME_MESSAGES.connectFailed, true);
      return;
    }
    handlers.onConnection?.(REALTIME_MESSAGES.connectionIssue(errorAttempts), false);
    // The dialog's own retry after 3 s × n; socket.io's built-in reconnection is stopped meanwhile
    // so the two do not race.
    socket.io.reconnection(false);
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      if (!stopped && !socket.connected) socket.connect();
    }, REALTIME.dialogRetryBaseMs * errorAttempts);
  });

  socket.on('disconnect', (reason: string) => {
    if (stopped) return;
    // Only a disconnect decided by the server is not retried by socket.io itself.
    if (reason === 'io server disconnect') {
      lostAttempts += 1;
      if (lostAttempts > REALTIME.reconnectionAttempts) {
        handlers.onConnection?.(REALTIME_MESSAGES.connectFailed, true);
        return;
      }
      handlers.onConnection?.(REALTIME_MESSAGES.connectionLost(lostAttempts), false);
      clearTimeout(retryTimer);
      retryTimer = setTimeout(() => {
        if (!stopped && !socket.connected) socket.connect();
      }, REALTIME.reconnectionDelayMs);
    } else if (reason !== 'io client disconnect') {
      lostAttempts += 1;
      handlers.onConnection?.(
        REALTIME_MESSAGES.connectionLost(Math.min(lostAttempts, REALTIME.reconnectionAttempts)),
        false,
      );
    }
  });

  socket.on(SCAN_EVENTS.progress, (e: ScanProgressEvent) => {
    if (mine(e)) handlers.onProgress?.(e);
  });
  socket.on(SCAN_EVENTS.completed, (e: ScanCompletedEvent) => {
    if (mine(e)) handlers.onCompleted?.(e);
  });
  socket.on(SCAN_EVENTS.error, (e: ScanErrorEvent) => {
    if (mine(e)) handlers.onError?.(e);
  });
  socket.on(SCAN_EVENTS.cancelled, (e: ScanCancelledEvent) => {
    if (mine(e)) handlers.onCancelled?.(e);
  });

  return () => {
    if (stopped) return;
    stopped = true;
    clearTimeout(retryTimer);
    if (socket.connected) socket.emit(SCAN_EVENTS.unsubscribe, { scanId });
    socket.removeAllListeners();
    socket.disconnect();
  };
}
