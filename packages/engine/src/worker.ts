/**
 * Worker thread entry: builds its own engine once (rules, grammars), then analyzes the batches
 * of files the scheduler sends (pass 1), and the files that need the project's summaries (pass 2).
 * The scheduler sends a file's pass 2 to the thread that ran its pass 1, where the taint analysis
 * may have kept its tree and lowered functions.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, type EngineOptions } from './engine.js';
import { processFile } from './core/process.js';
import { readSource } from './core/read.js';
import { noteParsed } from './core/gc.js';
import type { Pass2Result } from './core/scan-cache.js';
import { yieldsOf } from './core/finding.js';
import type { WorkerReady, WorkerRequest } from './worker-protocol.js';

const opts = workerData as EngineOptions;
const { analyzer, rules, setupErrors } = createEngine(opts);
const port = parentPort!;

port.on('message', (msg: WorkerRequest) => {
  if (msg.type === 'files') {
    port.postMessage({ type: 'files', outcomes: msg.tasks.map((t) => processFile(analyzer, t)) });
  } else if (msg.type === 'project') {
    const results: Pass2Result[] = [];
    for (const t of msg.tasks) {
      const read = readSource(t.abs);
      if ('skip' in read) continue;
      const r = analyzer.analyzeWithProject(t.abs, t.rel, t.language, read.source, msg.project);
      // a tree to free only when pass 2 parsed the file again (not when it took over pass 1's)
      if (r.parsed) noteParsed(read.source.length);
      results.push({ rel: t.rel, findings: r.findings, ruleErrors: r.ruleErrors });
    }
    analyzer.release();
    port.postMessage({ type: 'project', results });
  }
});
const ready: WorkerReady = {
  ruleLanguages: rules.map((r) => r.languages),
  setupErrors,
  yields: yieldsOf(rules),
};
port.postMessage({ type: 'ready', ...ready });
