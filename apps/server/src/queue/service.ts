/**
 * The queue background service: pg-boss on the app's database (`app.scanQueue`, used by the scans
 * routes to enqueue), and in embedded mode the in-process scan workers (SCAN_CONCURRENCY).
 * In `--api` mode the workers run in `worker-main.ts` processes instead.
 */
import type { FastifyInstance } from 'fastify';
import type { BackgroundService } from '../background-service.js';
import { scanEventsOf } from '../realtime/service.js';
import { engineJobsFor, ScanQueue, ScanWorkers } from './queue.js';
import { sweepSources } from './sweep.js';

declare module 'fastify' {
  interface FastifyInstance {
    scanQueue: ScanQueue;
    scanWorkers: ScanWorkers | null;
  }
}

/** The app's queue when the queue service is registered and started. */
export function scanQueueOf(app: FastifyInstance): ScanQueue | null {
  return app.hasDecorator('scanQueue') && app.scanQueue.started ? app.scanQueue : null;
}

export const queueService: BackgroundService = {
  name: 'queue',
  register(app) {
    app.decorate('scanQueue', new ScanQueue(app.database, app.config.queue, app.log));
    app.decorate('scanWorkers', null);
  },
  async start(app) {
    await app.scanQueue.start();
    const swept = await sweepSources(app.database, app.config.dataDir).catch(() => []);
    if (swept.length) app.log.info({ count: swept.length }, 'removed leftover scan sources');
    if (app.runMode !== 'embedded') return;
    const concurrency = app.config.scanConcurrency;
    const workers = new ScanWorkers(
      app.scanQueue,
      {
        database: app.database,
        dataDir: app.config.dataDir,
        allowPrivateRepoHosts: app.config.allowPrivateRepoHosts,
        llm: app.config.llm,
        events: scanEventsOf(app),
        log: app.log,
        engineJobs: engineJobsFor(concurrency),
      },
      concurrency,
    );
    // PGlite is one process: a scan still marked running cannot be running anywhere else.
    await workers.start({ orphansNow: app.database.kind !== 'postgres' });
    app.scanWorkers = workers;
  },
  async stop(app) {
    await app.scanWorkers?.stop();
    app.scanWorkers = null;
    await app.scanQueue.stop();
  },
};
