/**
 * Server entry point: `node dist/main.js` (API, socket.io and one scan worker in one process) or
 * `node dist/main.js --api` (API only; run `worker-main.js` processes next to it on a shared
 * PostgreSQL). Reads the configuration, builds the app (which applies migrations and seeds the
 * tiers), creates the ADMIN_EMAIL account when asked, and listens on HOST:PORT.
 */
import { buildApp } from './app.js';
import { ConfigError, loadConfig, loadDotEnv } from './config.js';
import { bootstrapAdmin } from './modules/auth/bootstrap.js';

async function main(): Promise<void> {
  const envFile = loadDotEnv();
  let config;
  try {
    config = loadConfig(process.env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const mode = process.argv.includes('--api') ? 'api' : 'embedded';
  const app = await buildApp(config, { mode });
  if (envFile) app.log.info(`Read settings from ${envFile}`);
  await bootstrapAdmin(app);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where =
    config.database.kind === 'postgres'
      ? 'PostgreSQL (DATABASE_URL)'
      : `PGlite in ${config.database.kind === 'pglite' ? config.database.dir : 'memory'}`;
  app.log.info(
    `Vigil listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port} (database: ${where}, mode: ${mode})`,
  );
}

main().catch((err) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
