/** What a background service started with the app provides (see `services.ts`, which lists them). */
import type { FastifyInstance } from 'fastify';

/** 'embedded' runs the API and the scan worker in one process; 'api' leaves scanning to worker processes. */
export type RunMode = 'embedded' | 'api';

export interface BackgroundService {
  /** Unique name; tests select services by it. */
  name: string;
  /** Optional synchronous set-up while the app is built (decorators). */
  register?(app: FastifyInstance): void;
  start(app: FastifyInstance): Promise<void> | void;
  stop?(app: FastifyInstance): Promise<void> | void;
}
