/**
 * Standalone scan worker: `npm run start:worker` (node dist/worker-main.js). Runs next to any
 * number of `main.js --api` processes on a shared PostgreSQL (DATABASE_URL): takes scan jobs from
 * the pg-boss queue with SCAN_CONCURRENCY parallel scans, reconciles scans orphaned by a worker that
 * died, and sends scan events to the API processes through the socket.io PostgreSQL adapter.
 * Uploaded sources are read from DATA_DIR/sources, so DATA_DIR must be shared with the API.
 */
import { Server } from 'socket.io';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { engineJobsFor, ScanQueue, ScanWorkers } from './queue/queue.js';
import type { JobLogger } from './queue/scan-job.js';
import { sweepSources } from './queue/sweep.js';
import { attachPostgresAdapter } from './realtime/server.js';
import { broadcastSink } from './realtime/sink.js';
import { startMetricsListener } from './ops/routes.js';

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

/**
 * One JSON line per entry on stdout, like the API's pino logs; `child(bindings)` adds fields to every
 * line (a scan job's logger carries the request id that started the scan and the scan id).
 */
function jsonLogger(
  level: Config['logLevel'],
  bindings: Record<string, unknown> = {},
): JobLogger & { child(b: Record<string, unknown>): JobLogger } {
  const min = level === 'silent' ? Infinity : LEVELS.indexOf(level);
  const write = (lvl: (typeof LEVELS)[number], obj: unknown, msg?: string) => {
    if (LEVELS.indexOf(lvl) < min) return;
    const fields =
      obj instanceof Error
        ? { err: { message: obj.message, stack: obj.stack } }
        : (obj as Record<string, unknown>);
    const err = (fields as { err?: unknown })?.err;
    const line = {
      level: lvl,
      time: new Date().toISOString(),
      name: 'vigil-worker',
      ...bindings,
      ...fields,
      ...(err instanceof Error ? { err: { message: err.message, stack: err.stack } } : {}),
      ...(msg ? { msg } : {}),
    };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (o, m) => write('info', o, m),
    warn: (o, m) => write('warn', o, m),
    error: (o, m) => write('error', o, m),
    child: (b) => jsonLogger(level, { ...bindings, ...b }),
  };
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  if (config.database.kind !== 'postgres') {
    console.error(
      'The standalone worker needs DATABASE_URL (PostgreSQL shared with the API). Without it, `npm start` runs the API and a worker in one process.',
    );
    process.exit(1);
  }
  const log = jsonLogger(config.logLevel);
  const database = await openDatabase(config.database);
  await runMigrations(database);

  // A socket.io server without HTTP: its PostgreSQL adapter broadcasts to the API processes' rooms.
  const io = new Server();
  attachPostgresAdapter(io, database);

  const settings = config.queue;
  const queue = new ScanQueue(database, settings, log);
  await queue.start();
  await sweepSources(database, config.dataDir).catch(() => []);
  const workers = new ScanWorkers(
    queue,
    {
      database,
      dataDir: config.dataDir,
      allowPrivateRepoHosts: config.allowPrivateRepoHosts,
      llm: config.llm,
      events: broadcastSink(io),
      log,
      engineJobs: engineJobsFor(config.scanConcurrency),
    },
    config.scanConcurrency,
  );
  await workers.start({ orphansNow: false });
  // Scan durations, engine errors, process figures of this worker: scraped on 127.0.0.1:METRICS_PORT.
  const metricsListener = config.metricsPort
    ? await startMetricsListener(config.metricsPort)
    : null;
  log.info({ concurrency: config.scanConcurrency, pid: process.pid }, 'scan worker started');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'scan worker shutting down');
    void (async () => {
      try {
        await workers.stop();
        metricsListener?.close();
        await queue.stop();
        io.close();
        await database.close();
        process.exit(0);
      } catch (err) {
        log.error({ err }, 'error during shutdown');
        process.exit(1);
      }
    })();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
