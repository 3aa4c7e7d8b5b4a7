/**
 * Work done after the answer has left (mails): the request does not wait for it, so its timing
 * does not depend on it, and a failure is logged instead of failing the request. Closing the app
 * waits for the work still running (`preClose`), so nothing is cut off mid-way.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `task` off the request path; errors are logged with `what`. */
    runInBackground(what: string, task: () => Promise<unknown>): void;
    /** Resolves once no background task is running (closing the app, benchmarks). */
    backgroundIdle(): Promise<void>;
  }
}

export function registerBackgroundTasks(app: FastifyInstance): void {
  const running = new Set<Promise<unknown>>();
  const log: FastifyBaseLogger = app.log;
  app.decorate('runInBackground', (what: string, task: () => Promise<unknown>) => {
    // Started on the next turn of the event loop, once the answer has been written (the embedded
    // database runs on this thread: work started earlier would hold the answer back).
    const p = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err: unknown) => log.error({ err }, `background task failed: ${what}`))
      .finally(() => running.delete(p));
    running.add(p);
  });
  const idle = async () => {
    while (running.size > 0) await Promise.allSettled([...running]);
  };
  app.decorate('backgroundIdle', idle);
  app.addHook('preClose', idle);
}
