/**
 * The live channel's connection notes and retries (spec sections 8 and 9), with a fake socket and
 * fake timers: 'Connection issue (attempt n/5). Retrying...' with a retry after 3 s × n, at most 5
 * retries, then 'Failed to connect to scan updates. Please refresh the page or try again later.';
 * a server-side disconnect gives 'Connection lost. Reconnecting (attempt n/5)...'.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCAN_EVENTS } from '@vigil/shared';
import { watchScan, type ScanSocket, type ScanSocketFactory } from './scanSocket';

const SCAN_ID = '11111111-1111-4111-8111-111111111111';
const FAILED = 'Failed to connect to scan updates. Please refresh the page or try again later.';

class FakeSocket implements ScanSocket {
  connected = false;
  connectCalls = 0;
  disconnectCalls = 0;
  reconnection: boolean[] = [];
  emitted: { event: string; args: unknown[] }[] = [];
  private listeners = new Map<string, ((...args: never[]) => void)[]>();
  readonly io = { reconnection: (v: boolean) => this.reconnection.push(v) };

  on(event: string, listener: (...args: never[]) => void) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }
  connect() {
    this.connectCalls += 1;
    return this;
  }
  disconnect() {
    this.disconnectCalls += 1;
    this.connected = false;
    return this;
  }
  removeAllListeners() {
    this.listeners.clear();
    return this;
  }
  /** What the server side (or the transport) does to the socket. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'connect') this.connected = true;
    if (event === 'disconnect') this.connected = false;
    for (const l of this.listeners.get(event) ?? []) (l as (...a: unknown[]) => void)(...args);
  }
}

function setup() {
  const socket = new FakeSocket();
  const options: Parameters<ScanSocketFactory>[0][] = [];
  const notes: [string | null, boolean][] = [];
  const progress: unknown[] = [];
  const stop = watchScan(
    SCAN_ID,
    {
      onConnection: (text, failed) => notes.push([text, failed]),
      onProgress: (e) => progress.push(e),
    },
    (opts) => {
      options.push(opts);
      return socket;
    },
  );
  return { socket, options, notes, progress, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('watchScan connection retries', () => {
  it('connects with the spec time-out and socket.io reconnection settings', () => {
    const { options } = setup();
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({
      path: '/socket.io/',
      transports: ['websocket', 'polling'],
      timeout: 10_000,
      reconnection: true,
      reconnectionAttempts: 5,
      reconnectionDelay: 2_000,
    });
  });

  it('retries after 3, 6, 9, 12 and 15 seconds, then gives the final text', () => {
    const { socket, notes } = setup();
    for (let n = 1; n <= 5; n++) {
      socket.fire('connect_error', new Error('refused'));
      expect(notes.at(-1)).toEqual([`Connection issue (attempt ${n}/5). Retrying...`, false]);
      // socket.io's own reconnection is off while the dialog's retry is pending.
      expect(socket.reconnection.at(-1)).toBe(false);
      const before = socket.connectCalls;
      vi.advanceTimersByTime(3_000 * n - 1);
      expect(socket.connectCalls, `no retry before ${3 * n} s`).toBe(before);
      vi.advanceTimersByTime(1);
      expect(socket.connectCalls, `retry ${n} at ${3 * n} s`).toBe(before + 1);
    }
    expect(notes.map(([t]) => t)).toEqual([
      'Connection issue (attempt 1/5). Retrying...',
      'Connection issue (attempt 2/5). Retrying...',
      'Connection issue (attempt 3/5). Retrying...',
      'Connection issue (attempt 4/5). Retrying...',
      'Connection issue (attempt 5/5). Retrying...',
    ]);

    // The 5th retry fails too: the final text, the socket closed, no further attempt.
    socket.fire('connect_error', new Error('refused'));
    expect(notes.at(-1)).toEqual([FAILED, true]);
    expect(socket.disconnectCalls).toBe(1);
    vi.advanceTimersByTime(10 * 60_000);
    expect(socket.connectCalls).toBe(5);
    expect(notes).toHaveLength(6);
  });

  it('a successful connection clears the note, subscribes, and starts the count again', () => {
    const { socket, notes } = setup();
    socket.fire('connect_error', new Error('refused'));
    vi.advanceTimersByTime(3_000);
    socket.fire('connect_error', new Error('refused'));
    expect(notes.at(-1)?.[0]).toBe('Connection issue (attempt 2/5). Retrying...');
    vi.advanceTimersByTime(6_000);

    socket.fire('connect');
    expect(notes.at(-1)).toEqual([null, false]);
    expect(socket.reconnection.at(-1)).toBe(true);
    expect(socket.emitted.map((e) => [e.event, e.args[0]])).toEqual([
      [SCAN_EVENTS.subscribe, { scanId: SCAN_ID }],
    ]);

    socket.fire('disconnect', 'transport close');
    socket.fire('connect_error', new Error('refused'));
    expect(notes.at(-1)).toEqual(['Connection issue (attempt 1/5). Retrying...', false]);
    const before = socket.connectCalls;
    vi.advanceTimersByTime(3_000);
    expect(socket.connectCalls).toBe(before + 1);
  });

  it('a server-side disconnect gives the reconnecting text and reconnects', () => {
    const { socket, notes } = setup();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect');
    expect(notes.at(-1)).toEqual(['Connection lost. Reconnecting (attempt 1/5)...', false]);
    expect(socket.connectCalls).toBe(0);
    vi.advanceTimersByTime(2_000);
    expect(socket.connectCalls).toBe(1);

    // Lost again before connecting: the attempt number goes up.
    socket.fire('disconnect', 'io server disconnect');
    expect(notes.at(-1)).toEqual(['Connection lost. Reconnecting (attempt 2/5)...', false]);

    // A dropped transport (socket.io reconnects by itself) is reported the same way.
    socket.fire('disconnect', 'transport close');
    expect(notes.at(-1)).toEqual(['Connection lost. Reconnecting (attempt 3/5)...', false]);

    // Once connected the count starts again.
    socket.fire('connect');
    expect(notes.at(-1)).toEqual([null, false]);
    socket.fire('disconnect', 'io server disconnect');
    expect(notes.at(-1)).toEqual(['Connection lost. Reconnecting (attempt 1/5)...', false]);
  });

  it('after 5 server-side disconnects without a connection, gives the final text', () => {
    const { socket, notes } = setup();
    for (let n = 1; n <= 5; n++) {
      socket.fire('disconnect', 'io server disconnect');
      expect(notes.at(-1)?.[0]).toBe(`Connection lost. Reconnecting (attempt ${n}/5)...`);
      vi.advanceTimersByTime(2_000);
    }
    socket.fire('disconnect', 'io server disconnect');
    expect(notes.at(-1)).toEqual([FAILED, true]);
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(5);
  });

  it('stopping cancels a pending retry and ignores later events', () => {
    const { socket, notes, progress, stop } = setup();
    socket.fire(SCAN_EVENTS.progress, { scanId: 'another-scan', details: 'x' });
    socket.fire(SCAN_EVENTS.progress, { scanId: SCAN_ID, details: 'Scanning files (1/3)' });
    expect(progress).toEqual([{ scanId: SCAN_ID, details: 'Scanning files (1/3)' }]);

    socket.fire('connect_error', new Error('refused'));
    stop();
    vi.advanceTimersByTime(60_000);
    expect(socket.connectCalls).toBe(0);
    expect(socket.disconnectCalls).toBe(1);
    socket.fire('connect_error', new Error('refused'));
    expect(notes).toHaveLength(1);
  });
});
