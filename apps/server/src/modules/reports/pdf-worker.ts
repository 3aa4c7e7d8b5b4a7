/**
 * Worker-thread entry of the PDF renderer (see pdf-thread.ts): renders the report it is given and
 * posts the bytes back, transferred rather than copied.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Report } from '@vigil/shared';
import { renderReportPdf } from './pdf.js';

const { report, generatedAt } = workerData as { report: Report; generatedAt: string };
const pdf = await renderReportPdf(report, new Date(generatedAt));
const bytes = pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer;
parentPort?.postMessage(bytes, [bytes]);
