/**
 * Test helpers of the taint analysis: analyse snippets and check annotated fixtures
 * (`vigil:` / `vigil-ok:` comments, see docs/rule-format.md).
 */
import { readFileSync } from 'node:fs';
import { parse } from '@ast-grep/napi';
import type { Finding, LanguageId } from '../types.js';
import type { ParsedFile, ProjectSummaries, TaintAnalyzer } from './api.js';
import { createTaintAnalyzer } from './index.js';
import { ensureTaintLanguages, sgLang } from './languages.js';

let shared: TaintAnalyzer | null = null;
export function analyzer(): TaintAnalyzer {
  shared ??= createTaintAnalyzer();
  return shared;
}

export function parsed(path: string, language: LanguageId, source: string): ParsedFile {
  ensureTaintLanguages();
  return {
    path,
    absPath: path,
    language,
    source,
    root: parse(sgLang(language) as never, source).root(),
  };
}

/** Analyses one snippet (pass 1 only). */
export function scanSnippet(language: LanguageId, source: string, path = 'snippet'): Finding[] {
  return analyzer().analyzeFile(parsed(path, language, source)).findings;
}

/** Analyses several files as a project: pass 1 on all, then pass 2 where needed. */
export function scanProject(
  files: { path: string; language: LanguageId; source: string }[],
): Finding[] {
  const a = analyzer();
  const project: ProjectSummaries = { files: {} };
  const out: Finding[] = [];
  const pending: ParsedFile[] = [];
  for (const f of files) {
    const pf = parsed(f.path, f.language, f.source);
    const r = a.analyzeFile(pf);
    out.push(...r.findings);
    project.files[f.path] = JSON.parse(JSON.stringify(r.summary));
    if (r.needsProject) pending.push(pf);
  }
  for (const pf of pending) out.push(...a.analyzeWithProject(pf, project));
  return out;
}

/** Expected lines of an annotated fixture for one rule id. */
export function annotations(source: string, ruleId: string): { must: number[]; mustNot: number[] } {
  const lines = source.split('\n');
  const must: number[] = [];
  const mustNot: number[] = [];
  const re = /vigil(-ok|-todo)?:\s*([\w.,\s-]+)/;
  lines.forEach((l, i) => {
    const m = re.exec(l);
    if (!m) return;
    const ids = m[2].split(',').map((s) => s.trim().split(/\s+/)[0]);
    if (!ids.includes(ruleId)) return;
    let j = i + 1;
    while (j < lines.length && /^\s*(?:\/\/|#|--|\/\*|<!--)\s*vigil(-ok|-todo)?:/.test(lines[j]))
      j++;
    if (m[1] === '-ok') mustNot.push(j + 1);
    else if (!m[1]) must.push(j + 1);
  });
  return { must, mustNot };
}

/** Runs the analyzer over a fixture file and reports missing and noisy lines for a rule. */
export function checkFixture(
  file: string,
  language: LanguageId,
  ruleId: string,
): { missing: number[]; noisy: number[]; reported: number[] } {
  const source = readFileSync(file, 'utf8');
  // the way a scan runs it: pass 2 with the file alone (calls to functions of no file stay unresolved)
  const findings = scanProject([{ path: file, language, source }]).filter(
    (f) => f.ruleId === ruleId,
  );
  const got = new Set(findings.map((f) => f.startLine));
  const { must } = annotations(source, ruleId);
  const mustSet = new Set(must);
  return {
    missing: must.filter((l) => !got.has(l)),
    noisy: [...got].filter((l) => !mustSet.has(l)).sort((a, b) => a - b),
    reported: [...got],
  };
}
