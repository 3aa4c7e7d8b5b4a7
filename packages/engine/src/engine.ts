/** Builds the per-thread analysis engine: rules, built-in analyzers and the taint analyzer. */
import { relative } from 'node:path';
import { FileAnalyzer } from './core/analyze.js';
import { loadRules, defaultRulesDir } from './rules/load.js';
import type { Rule, RuleLoadError } from './rules/types.js';
import { createSecretsAnalyzer } from './secrets/index.js';
import { createConfigAnalyzer } from './config/index.js';
import { createPrototypePollutionAnalyzer } from './analyzers/prototype-pollution.js';
import { createTaintAnalyzer } from './taint/index.js';
import { createRedosAnalyzer } from './analyzers/redos.js';
import { createConfigHashAnalyzer } from './analyzers/config-hash.js';
import { createSpringConfigAnalyzer } from './analyzers/spring-config.js';
import type { ThreatModel } from './types.js';
import { ensureLanguagesRegistered } from './languages/index.js';

export interface EngineSetup {
  analyzer: FileAnalyzer;
  rules: Rule[];
  loadErrors: RuleLoadError[];
  /** Analyzers or taint specifications that failed to load (the scan goes on without them); scan() reports them in stats.ruleErrors. */
  setupErrors: { ruleId: string; file?: string; error: string }[];
  rulesDir: string;
}

export interface EngineOptions {
  rulesDir?: string;
  /** Extra rules (tests). */
  extraRules?: Rule[];
  onlyRules?: string[];
  /** Disable the rule text prefilter (tests). */
  noPrefilter?: boolean;
  /** Directory of the taint specifications (tests); the package's rules/ by default. */
  taintRulesDir?: string;
  /** Threat models of the taint analysis (default `['remote']`; see ScanOptions.threatModels). */
  threatModels?: ThreatModel[];
}

/** Loads the rules and creates the analyzers. Call once per thread. */
export function createEngine(opts: EngineOptions = {}): EngineSetup {
  ensureLanguagesRegistered();
  const rulesDir = opts.rulesDir ?? defaultRulesDir();
  const { rules, errors } = loadRules(rulesDir);
  const all = [...rules, ...(opts.extraRules ?? [])];
  const setupErrors: EngineSetup['setupErrors'] = [];
  // A broken taint specification must not take the other analyzers down with it.
  let taint: ReturnType<typeof createTaintAnalyzer> | undefined;
  try {
    const extraMeta = all.filter((r) => r.mode === 'analyzer');
    taint = createTaintAnalyzer({
      ...(opts.taintRulesDir ? { rulesDir: opts.taintRulesDir } : {}),
      extraMeta,
      threatModels: opts.threatModels,
    });
    // A broken specification disables its language's taint analysis only; say so in the stats.
    for (const e of taint.specErrors ?? []) {
      setupErrors.push({
        ruleId: 'taint',
        file: relative(opts.taintRulesDir ?? defaultRulesDir(), e.file) || e.file,
        error: `taint specification not loaded: ${e.error.split('\n')[0]}`,
      });
    }
  } catch (e) {
    setupErrors.push({
      ruleId: 'taint',
      error: `taint analysis disabled: ${(e as Error).message.split('\n')[0]}`,
    });
  }
  const analyzer = new FileAnalyzer(all, {
    taint,
    plugins: [
      createSecretsAnalyzer(),
      createConfigAnalyzer(),
      createPrototypePollutionAnalyzer(opts.threatModels),
      createRedosAnalyzer(),
      createConfigHashAnalyzer(),
      createSpringConfigAnalyzer(),
    ],
    onlyRules: opts.onlyRules ? new Set(opts.onlyRules) : undefined,
    noPrefilter: opts.noPrefilter,
  });
  return { analyzer, rules: all, loadErrors: errors, setupErrors, rulesDir };
}
