/**
 * The Fastify application factory, used by main.ts and by the tests (test/helpers.ts).
 *
 * Boot order: third-party plugins (helmet, rate limit, multipart, zod type provider, swagger), then
 * ours (config, database, auth guards, background services), then the modules of
 * src/modules/index.ts, then `/api/health` and the built web app with its client-route fallback.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, LIMITS } from '@vigil/shared';
import { registerBackgroundTasks } from './background.js';
import type { Config } from './config.js';
import { openDatabase, type Database, type Db } from './db/client.js';
import { runMigrations } from './db/migrate.js';
import { seedTiers } from './db/seed.js';
import { errorCodeComponent, errorResponseDoc } from './error-codes.js';
import { answerFrameworkError, errorReply, errors, installErrorHandler } from './errors.js';
import { registerAuth } from './plugins/auth.js';
import { jsonNestingExceeds, NESTING_MESSAGE, registerInputGuards } from './plugins/input-guard.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { CounterRateLimitStore, counterFor, type Counter } from './plugins/limiter.js';
import { modules } from './modules/index.js';
import { backgroundServices, type RunMode } from './services.js';
import { registerOps } from './ops/routes.js';
import { requestIdOf } from './ops/request-id.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** Raw access and driver details (`query`, `exec`, `kind`, `raw`). */
    database: Database;
    /** The drizzle instance. */
    db: Db;
    runMode: RunMode;
    /** Outgoing mail (SMTP_URL, else files in DATA_DIR/mail). */
    mailer: Mailer;
    /** Rate-limit counters (shared through PostgreSQL, else in memory); see plugins/limiter.ts. */
    rateCounter: Counter;
  }
}

export interface BuildOptions {
  /** Use this already-open database instead of opening `config.database` (the caller closes it). */
  database?: Database;
  /**
   * With `database`: called when the app has stopped everything else (its services, the queue and
   * the workers), to close that database. Fastify runs close hooks in reverse order of addition, so
   * a hook a caller adds after buildApp would run before the services stop.
   */
  closeDatabase?: () => Promise<void>;
  /** Apply migrations and seed tiers while building (default true). */
  migrate?: boolean;
  /** Which background services to start: true = all (default), false = none, or a list of names. */
  services?: boolean | string[];
  mode?: RunMode;
  /** Fastify logger option; defaults to pino at `config.logLevel` (silent in tests). */
  logger?: FastifyServerOptions['logger'];
}

const PKG_VERSION = '0.1.0';

/** Query parameters whose values never reach the logs (one-time links carry them). */
const SECRET_PARAMS = /([?&](?:token|refresh_token|access_token)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

function serializeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * The error answers of a route in the OpenAPI document come from the error catalogue: each documented
 * error status (4xx, 5xx) gets the error body with the catalogue's codes of that status. Every route
 * documents the two any of them may answer: 400 (the input guards of plugins/input-guard.ts refuse a
 * NUL byte in any path parameter or query string) and 500. A route states which other statuses it
 * answers (`response: { 404: ErrorBodySchema }`); the codes are not written by hand anywhere.
 */
function withCatalogueErrors<T extends { schema: unknown }>(out: T): T {
  const schema = out.schema as { hide?: boolean; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return out;
  const response: Record<string, unknown> = { ...schema.response };
  for (const status of Object.keys(response)) {
    if (Number(status) >= 400) response[status] = errorResponseDoc(Number(status));
  }
  for (const status of ['400', '500']) response[status] = errorResponseDoc(Number(status));
  return { ...out, schema: { ...schema, response } };
}

export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger ??
      (config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: serializeRequest } }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    genReqId: requestIdOf,
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();

  // Bodiless POSTs (logout, verify-email, admin bulk actions) sometimes still carry a JSON
  // content type: read an empty body as no body instead of failing. Non-empty bodies go through
  // Fastify's own parser (with its prototype-poisoning protection), after a cheap check of their
  // nesting depth.
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonNestingExceeds(text)) return done(errors.validation(NESTING_MESSAGE), undefined);
    return defaultJsonParser(request, text, done);
  });
  registerInputGuards(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);

  // Database first: a failing database should stop the boot before anything listens.
  const ownsDatabase = !opts.database;
  const database = opts.database ?? (await openDatabase(config.database));
  try {
    if (opts.migrate !== false) {
      await runMigrations(database);
      await seedTiers(database.db);
    }
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('runMode', opts.mode ?? 'embedded');
  // Added before the services' hooks, so it runs after them (reverse order): nothing writes after it.
  if (ownsDatabase) app.addHook('onClose', async () => database.close());
  else if (opts.closeDatabase) app.addHook('onClose', opts.closeDatabase);
  const mailer = createMailer(config, app.log);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  registerBackgroundTasks(app);

  await app.register(helmet, {
    // The built SPA is served from the same origin: scripts and fonts from self, MUI's runtime
    // styles inline, QR codes as data: images, socket.io over ws(s) to self.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Plain-http self-hosting on a LAN address must keep working.
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
  });

  // Limits are declared per route (`config: { rateLimit: {...} }` or `preHandler: app.rateLimit({...})`).
  // Counters live in PostgreSQL when several processes may share it, else in memory.
  const rateCounter = counterFor(database);
  app.decorate('rateCounter', rateCounter);
  class RateLimitStore extends CounterRateLimitStore {
    constructor() {
      super(rateCounter);
    }
  }
  await app.register(rateLimit, {
    global: false,
    store: RateLimitStore as unknown as NonNullable<Parameters<typeof rateLimit>[1]>['store'],
    errorResponseBuilder: (_req, ctx) =>
      errors.tooManyRequests(
        `Too many requests. Please try again in ${ctx.after}.`,
        Math.ceil(ctx.ttl / 1000),
      ),
  });

  await app.register(multipart, {
    limits: { fileSize: LIMITS.maxFileSizeBytes, files: LIMITS.maxScanFiles, fields: 50 },
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Vigil API',
        description: 'Vigil: self-hosted code security platform',
        version: PKG_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ErrorCode: errorCodeComponent() },
      },
    },
    transform: (data) => withCatalogueErrors(jsonSchemaTransform(data)),
  });
  // The docs page lives under the app's own CSP (its scripts are files; no validator badge from outside).
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });

  registerAuth(app);
  registerOps(app);

  const wanted = opts.services ?? true;
  const services = backgroundServices.filter(
    (s) => wanted === true || (Array.isArray(wanted) && wanted.includes(s.name)),
  );
  for (const s of services) s.register?.(app);
  app.addHook('onReady', async () => {
    for (const s of services) await s.start(app);
  });
  app.addHook('onClose', async () => {
    for (const s of [...services].reverse()) await s.stop?.(app);
  });

  for (const m of modules) await app.register(m.plugin, { prefix: m.prefix });

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string(), version: z.string() }),
          503: ErrorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await database.query('SELECT 1');
      } catch (err) {
        app.log.error({ err }, 'health check: database unreachable');
        const { status, body } = errorReply(
          'DATABASE_UNAVAILABLE',
          'The database is not reachable.',
        );
        return reply.status(status).send(body);
      }
      return { status: 'ok' as const, database: database.kind, version: PKG_VERSION };
    },
  );

  registerWebApp(app, config.webDistDir);
  return app;
}

/**
 * The public pages written as HTML at build time (apps/web/scripts/prerender.mjs): dist/prerendered/
 * holds `index.html` for `/`, `login.html` for `/login`, `services/sast.html` for `/services/sast`.
 * Returns URL path -> file path relative to `dir`.
 */
export function prerenderedPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const base = path.join(dir, 'prerendered');
  const walk = (sub: string) => {
    let names: string[];
    try {
      names = readdirSync(path.join(base, sub));
    } catch {
      return;
    }
    for (const name of names) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(path.join(base, rel)).isDirectory()) walk(rel);
      else if (name.endsWith('.html'))
        pages.set(
          rel === 'index.html' ? '/' : `/${rel.slice(0, -'.html'.length)}`,
          `prerendered/${rel}`,
        );
    }
  };
  walk('');
  return pages;
}

/**
 * Serves the built web app from `dir` (when it holds an index.html). A public page prerendered at
 * build time is answered with its own HTML; other unknown GET paths outside /api that accept HTML
 * get index.html (client-side routes); everything else gets a JSON 404.
 */
function registerWebApp(app: FastifyInstance, dir: string): void {
  const index = path.join(dir, 'index.html');
  const hasWeb = existsSync(index);
  const pages = hasWeb ? prerenderedPages(dir) : new Map<string, string>();
  if (hasWeb) {
    void app.register(fastifyStatic, {
      root: dir,
      prefix: '/',
      index: false,
      wildcard: true,
      // Serve the .br/.gz files written next to each asset at build time when the client accepts them.
      preCompressed: true,
      // Hashed assets can be cached for long; HTML must always be revalidated.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  const sendPage = (url: string, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(pages.get(url) ?? 'index.html', dir);
  // The site root is a directory to @fastify/static (403 with index: false): answer it with the app.
  if (hasWeb) app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage('/', reply));
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0];
    // `/api` itself is the footer's API page of the web app; everything below it is the API.
    const isApi = url.startsWith('/api/');
    if (
      hasWeb &&
      !isApi &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/\.[a-z0-9]+$/i.test(url)
    ) {
      return sendPage(url, reply);
    }
    const { status, body } = errorReply('NOT_FOUND', `Route ${request.method} ${url} not found`);
    return reply.status(status).send(body);
  });
}
