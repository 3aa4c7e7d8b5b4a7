/**
 * Renders report PDFs on worker threads, so a large report (seconds of layout work for thousands
 * of findings) never holds up the API's event loop, live scan updates or other users' requests.
 *
 *   const pdf = await renderReportPdfOffThread(report, new Date());
 *
 * At most MAX_PARALLEL renders run at once (each can take a few hundred MiB for a large report);
 * further requests wait their turn.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Report } from '@vigil/shared';
import { metrics } from '../../ops/metrics.js';

const MAX_PARALLEL = 2;
let running = 0;
const waiting: Array<() => void> = [];

/** The worker: dist/…/pdf-worker.js after a build; from source, pdf-worker.ts through tsx. */
function startWorker(workerData: unknown): Worker {
  const self = fileURLToPath(import.meta.url);
  if (self.endsWith('.js'))
    return new Worker(new URL('./pdf-worker.js', import.meta.url), { workerData });
  const require = createRequire(import.meta.url);
  const tsxApi = pathToFileURL(
    path.join(path.dirname(require.resolve('tsx/package.json')), 'dist/esm/api/index.mjs'),
  ).href;
  const entry = new URL('./pdf-worker.ts', import.meta.url).href;
  // From source the workspace packages resolve to their TypeScript (the `source` export condition).
  const code = `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, {
    eval: true,
    workerData,
    execArgv: [...process.execArgv, '--conditions=source'],
  });
}

async function slot(): Promise<() => void> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
  };
}

/** Renders the report as a PDF on a worker thread. */
export async function renderReportPdfOffThread(
  report: Report,
  generatedAt = new Date(),
): Promise<Buffer> {
  const release = await slot();
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      const worker = startWorker({ report, generatedAt: generatedAt.toISOString() });
      let done = false;
      worker.once('message', (bytes: ArrayBuffer) => {
        done = true;
        metrics.pdfRendered('ok');
        resolve(Buffer.from(bytes));
      });
      worker.once('error', (err) => {
        done = true;
        metrics.pdfRendered('error');
        reject(err);
      });
      worker.once('exit', (code) => {
        if (!done) metrics.pdfRendered('error');
        if (!done) reject(new Error(`PDF renderer stopped with exit code ${code}`));
      });
    });
  } finally {
    release();
  }
}
