/**
 * Background services started with the app (scan queue, worker, socket.io, ...).
 *
 * To add one, append a line to `backgroundServices` below. `buildApp` starts every service in
 * order from Fastify's `onReady` hook (after all routes are registered; `app.server` exists, so
 * socket.io can attach to it) and stops them in reverse order from `onClose`. Check
 * `app.runMode` ('embedded' runs API and worker in one process; 'api' is `main.js --api`, where a
 * separate `worker-main.js` process does the scanning) to decide what to start.
 *
 * Services may decorate the app before it is ready through `register` (runs while the app is being
 * built, before the modules), e.g. `app.decorate('queue', ...)` so routes can use it.
 *
 * Tests choose which services run: `buildTestApp({ services: ['queue'] })` (none by default).
 */
import type { BackgroundService } from './background-service.js';
import { queueService } from './queue/service.js';
import { realtimeService } from './realtime/service.js';

export type { BackgroundService, RunMode } from './background-service.js';

export const backgroundServices: BackgroundService[] = [
  // realtime first: the queue's in-process workers emit through app.scanEvents.
  realtimeService,
  queueService,
];
