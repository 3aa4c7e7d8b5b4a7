/**
 * Worker thread entry: builds its own engine once (rules, grammars), then analyzes the batches
 * of files the scheduler sends (pass 1), and the files that need the project's summaries (pass 2).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, type EngineOptions } from './engine.js';
import { processFile, type FileTask } from './core/process.js';
import { readSource } from './core/read.js';
import type { ProjectSummaries } from './taint/api.js';

export type WorkerRequest =
  | { type: 'files'; tasks: FileTask[] }
  | { type: 'project'; tasks: FileTask[]; project: ProjectSummaries };

const opts = workerData as EngineOptions;
const { analyzer } = createEngine(opts);
const port = parentPort!;

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'files') {
    port.postMessage({ type: 'files', outcomes: msg.tasks.map((t) => processFile(analyzer, t)) });
  } else if (msg.type === 'project') {
    const findings = [];
    const ruleErrors = [];
    for (const t of msg.tasks) {
      const read = readSource(t.abs);
      if ('skip' in read) continue;
      const r = analyzer.analyzeWithProject(t.abs, t.rel, t.language, read.source, msg.project);
      findings.push(...r.findings);
      ruleErrors.push(...r.ruleErrors);
    }
    port.postMessage({ type: 'project', findings, ruleErrors });
  }
});
port.postMessage({ type: 'ready' });
