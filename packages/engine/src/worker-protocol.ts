/** The messages between the scan's scheduler and its worker threads (`worker.ts`). */
import type { EngineSetup } from './engine.js';
import type { FileTask } from './core/process.js';
import type { ProjectSummaries } from './taint/api.js';
import type { Rule } from './rules/types.js';

export type WorkerRequest =
  | { type: 'files'; tasks: FileTask[] }
  | { type: 'project'; tasks: FileTask[]; project: ProjectSummaries };

/** Sent once the thread's engine is built: what the scheduler needs for its statistics, so it never loads the rules itself. */
export interface WorkerReady {
  /** The languages of each loaded rule (stats.rulesRun). */
  ruleLanguages: Rule['languages'][];
  setupErrors: EngineSetup['setupErrors'];
  /** Each rule's `yieldsTo`, applied again once pass 1 and pass 2 findings are merged. */
  yields?: Record<string, string[]>;
}
