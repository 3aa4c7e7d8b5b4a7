/** Loads rule YAML files from the rules directory (or any directory) and validates them. */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cachedFromFiles, codeStamp, flushYamlCache, readYaml } from '../core/yaml-cache.js';
import type { LanguageId } from '../types.js';
import type { Rule, RuleLoadError } from './types.js';
import { validateRuleDoc } from './validate.js';

/** The rules shipped with the engine (packages/engine/rules), from src/ or dist/ alike. */
export function defaultRulesDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'rules');
}

export interface LoadedRules {
  rules: Rule[];
  errors: RuleLoadError[];
}

function walkYml(dir: string, out: string[]): void {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walkYml(p, out);
    else if (e.isFile() && e.name.endsWith('.yml')) out.push(p);
  }
}

/** True when a path lies in a `taint/` folder (taint specifications, read by the taint analysis). */
function inTaintDir(file: string, root: string): boolean {
  return path.relative(root, file).split(path.sep).slice(0, -1).includes('taint');
}

/** The code that validates rules: a new version of it builds the cached rule sets again. */
const LOADER_CODE = ['./load', './validate', '../languages/index'].map((m) => {
  const self = fileURLToPath(import.meta.url);
  return path.join(path.dirname(self), m + path.extname(self));
});
/** Taken when this module is loaded: the validator that runs is the one of this stamp. */
const LOADER_STAMP = codeStamp(LOADER_CODE);

/**
 * Loads every rule file under `dir`: each `*.yml` is one rule. Files in `taint/` folders are
 * taint specifications and are skipped unless they declare `mode: taint` and an `id`.
 * Fixtures therefore must not use the `.yml` extension (use `.yaml` for YAML fixtures).
 */
export function loadRules(dir: string = defaultRulesDir()): LoadedRules {
  const files: string[] = [];
  walkYml(dir, files);
  // the validated rule set is cached as a whole (start-up); any change of a file builds it again
  const loaded = cachedFromFiles(
    `rules:${path.resolve(dir)}`,
    files,
    () => loadRuleFiles(dir, files),
    LOADER_STAMP,
  );
  flushYamlCache();
  return loaded;
}

function loadRuleFiles(dir: string, files: string[]): LoadedRules {
  const rules: Rule[] = [];
  const errors: RuleLoadError[] = [];
  const seen = new Map<string, string>();
  for (const file of files) {
    let doc: unknown;
    try {
      doc = readYaml(file);
    } catch (e) {
      errors.push({ file, error: `YAML: ${(e as Error).message.split('\n')[0]}` });
      continue;
    }
    const d = doc as Record<string, unknown> | null;
    if (
      inTaintDir(file, dir) &&
      !(d && typeof d === 'object' && d.mode === 'taint' && typeof d.id === 'string')
    )
      continue;
    const problems = validateRuleDoc(doc);
    const id = d && typeof d.id === 'string' ? d.id : undefined;
    if (problems.length) {
      errors.push({ file, ruleId: id, error: problems.join('; ') });
      continue;
    }
    const r = d as Record<string, unknown>;
    if (path.basename(file, '.yml') !== id) {
      errors.push({ file, ruleId: id, error: `file name must be the rule id (${id}.yml)` });
      continue;
    }
    if (seen.has(id!)) {
      errors.push({ file, ruleId: id, error: `duplicate rule id (also in ${seen.get(id!)})` });
      continue;
    }
    seen.set(id!, file);
    rules.push({
      id: id!,
      mode: (r.mode as Rule['mode']) ?? 'pattern',
      languages: r.languages as Rule['languages'],
      title: r.title as string,
      severity: r.severity as Rule['severity'],
      confidence: r.confidence as Rule['confidence'],
      cwe: r.cwe as string[],
      owasp: r.owasp as string,
      category: r.category as string,
      technologies: (r.technologies as string[]) ?? [],
      likelihood: r.likelihood as Rule['likelihood'],
      impact: r.impact as Rule['impact'],
      message: String(r.message).trim(),
      recommendation: String(r.recommendation).trim(),
      references: (r.references as string[]) ?? [],
      rule: r.rule as Record<string, unknown> | undefined,
      constraints: (r.constraints as Record<string, unknown> | null) ?? undefined,
      utils: (r.utils as Record<string, unknown> | null) ?? undefined,
      regex: r.regex as string | undefined,
      notIn: (r.notIn as Rule['notIn']) ?? undefined,
      yieldsTo: (r.yieldsTo as string[] | undefined) ?? undefined,
      onlyProtecting: r.onlyProtecting === true ? true : undefined,
      file,
    });
  }
  return { rules, errors };
}

/** True when a rule runs on files of the given language. */
export function ruleAppliesTo(rule: Pick<Rule, 'languages'>, lang: LanguageId): boolean {
  return rule.languages.includes(lang) || rule.languages.includes('any');
}
