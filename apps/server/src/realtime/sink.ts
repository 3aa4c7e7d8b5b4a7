/**
 * Where scan events go. The job reports through a `ScanEventSink`; the realtime service points it at
 * socket.io rooms (`scan:<id>` for the progress dialog, `user:<id>` for list refreshes). In a
 * standalone worker the sink is a socket.io server without HTTP whose PostgreSQL adapter carries the
 * events to the API processes.
 */
import {
  SCAN_EVENTS,
  type ScanCancelledEvent,
  type ScanCompletedEvent,
  type ScanErrorEvent,
  type ScanProgressEvent,
} from '@vigil/shared';

export interface ScanEventSink {
  progress(userId: string, e: ScanProgressEvent): void;
  completed(userId: string, e: ScanCompletedEvent): void;
  error(userId: string, e: ScanErrorEvent): void;
  cancelled(userId: string, e: ScanCancelledEvent): void;
}

/** The part of a socket.io Server the sink needs: the main namespace's adapter. */
export interface RoomBroadcaster {
  of(nsp: '/'): { adapter: { broadcast(packet: unknown, opts: unknown): unknown } };
}

export const scanRoom = (scanId: string) => `scan:${scanId}`;
export const userRoom = (userId: string) => `user:${userId}`;

/** socket.io-parser's EVENT packet type. */
const EVENT_PACKET = 2;

/**
 * Emits to `scan:<id>` and `user:<id>` in the order the events were produced. `io.to().emit()`
 * would not keep that order with the PostgreSQL adapter: it delivers after each publish settles,
 * and publishes run on several pool connections. So each broadcast waits for the previous one.
 */
export function broadcastSink(io: RoomBroadcaster): ScanEventSink {
  let chain: Promise<unknown> = Promise.resolve();
  const send = (userId: string, scanId: string, event: string, payload: unknown) => {
    const packet = { type: EVENT_PACKET, data: [event, payload] };
    const opts = {
      rooms: new Set([scanRoom(scanId), userRoom(userId)]),
      except: new Set<string>(),
      flags: {},
    };
    chain = chain.then(() => io.of('/').adapter.broadcast(packet, opts)).catch(() => {});
  };
  return {
    progress: (userId, e) => send(userId, e.scanId, SCAN_EVENTS.progress, e),
    completed: (userId, e) => send(userId, e.scanId, SCAN_EVENTS.completed, e),
    error: (userId, e) => send(userId, e.scanId, SCAN_EVENTS.error, e),
    cancelled: (userId, e) => send(userId, e.scanId, SCAN_EVENTS.cancelled, e),
  };
}

export const noopSink: ScanEventSink = {
  progress() {},
  completed() {},
  error() {},
  cancelled() {},
};

/** A sink whose target is set once the realtime service has started (events before that are dropped). */
export class SwitchableSink implements ScanEventSink {
  target: ScanEventSink = noopSink;
  progress(userId: string, e: ScanProgressEvent) {
    this.target.progress(userId, e);
  }
  completed(userId: string, e: ScanCompletedEvent) {
    this.target.completed(userId, e);
  }
  error(userId: string, e: ScanErrorEvent) {
    this.target.error(userId, e);
  }
  cancelled(userId: string, e: ScanCancelledEvent) {
    this.target.cancelled(userId, e);
  }
}
