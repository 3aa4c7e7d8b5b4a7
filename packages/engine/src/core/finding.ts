/** Building findings: snippet, fingerprint, rule metadata. */
import { createHash } from 'node:crypto';
import type { Finding, LanguageId, TraceStep } from '../types.js';
import type { Rule } from '../rules/types.js';

/** A location found by an analyzer, before rule metadata is attached. Lines are 1-based, columns 1-based. */
export interface RawMatch {
  ruleId: string;
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
  /** The matched code, for the fingerprint (already masked for secrets). */
  code: string;
  message?: string;
  severity?: Finding['severity'];
  confidence?: Finding['confidence'];
  /** Replacement for the source lines in the snippet (masked secrets). */
  snippetLines?: Map<number, string>;
  trace?: TraceStep[];
}

const CONTEXT = 2;
const MAX_LINE = 240;

/**
 * Collapses whitespace (and drops it around punctuation) so reformatting does not change a
 * fingerprint: `eval(  a )` and `eval(a)` are the same code.
 */
export function normaliseCode(code: string): string {
  return code
    .replace(/\s+/g, ' ')
    .replace(/ ?([^\w\s]) ?/g, '$1')
    .trim();
}

/** Stable finding id: hash of rule id, path and normalised matched code. */
export function fingerprint(ruleId: string, file: string, code: string): string {
  return createHash('sha256')
    .update(`${ruleId}\0${file}\0${normaliseCode(code)}`)
    .digest('hex')
    .slice(0, 32);
}

/** The matched lines with a few lines of context around them, long lines shortened. */
export function makeSnippet(
  lines: string[],
  startLine: number,
  endLine: number,
  replace?: Map<number, string>,
): string {
  const from = Math.max(1, startLine - CONTEXT);
  let to = Math.min(lines.length, endLine + CONTEXT);
  // Very long matches (a whole function) keep only their first lines.
  if (to - from > 12) to = Math.min(to, startLine + 8);
  const out: string[] = [];
  for (let n = from; n <= to; n++) {
    let l = replace?.get(n) ?? lines[n - 1] ?? '';
    if (l.length > MAX_LINE) l = l.slice(0, MAX_LINE) + '…';
    out.push(l);
  }
  return out.join('\n');
}

/** Turns a raw match into a Finding with the rule's metadata. */
export function buildFinding(
  rule: Rule,
  m: RawMatch,
  file: string,
  lines: string[],
  language?: LanguageId,
): Finding {
  return {
    ruleId: rule.id,
    title: rule.title,
    severity: m.severity ?? rule.severity,
    confidence: m.confidence ?? rule.confidence,
    cwe: rule.cwe,
    owasp: rule.owasp,
    message: m.message ?? rule.message,
    recommendation: rule.recommendation,
    file,
    startLine: m.startLine,
    startColumn: m.startColumn,
    endLine: m.endLine,
    endColumn: m.endColumn,
    snippet: makeSnippet(lines, m.startLine, m.endLine, m.snippetLines),
    trace: m.trace ?? [],
    fingerprint: fingerprint(rule.id, file, m.code),
    language,
  };
}

/** Each rule's `yieldsTo` list, by rule id (rules without one are left out). */
export function yieldsOf(rules: { id: string; yieldsTo?: string[] }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const r of rules) if (r.yieldsTo?.length) out[r.id] = r.yieldsTo;
  return out;
}

/**
 * Drops the findings of a broader rule when a rule it names in `yieldsTo` reports the same line
 * (a pattern rule giving way to the taint rule of its class).
 */
export function dropYielded(findings: Finding[], yields: Record<string, string[]>): Finding[] {
  const at = new Set(findings.map((f) => `${f.ruleId}\0${f.file}\0${f.startLine}`));
  return findings.filter(
    (f) => !yields[f.ruleId]?.some((id) => at.has(`${id}\0${f.file}\0${f.startLine}`)),
  );
}

const GENERIC_SECRET = 'secrets.generic-high-entropy';
const CREDENTIAL_CWES = new Set(['CWE-798', 'CWE-259', 'CWE-321']);

/**
 * Drops repeated findings: same rule, file and start line (the first one wins). The generic
 * high-entropy secret finding also gives way to a rule that already names the hard-coded
 * credential on that line (`DB_PASSWORD="..."` is one password, not two findings).
 */
export function dedupe(findings: Finding[]): Finding[] {
  const named = new Set<string>();
  for (const f of findings) {
    if (f.ruleId !== GENERIC_SECRET && f.cwe.some((c) => CREDENTIAL_CWES.has(c)))
      named.add(`${f.file}\0${f.startLine}`);
  }
  const seen = new Map<string, number>();
  const out: Finding[] = [];
  for (const f of findings) {
    if (f.ruleId === GENERIC_SECRET && named.has(`${f.file}\0${f.startLine}`)) continue;
    const k = `${f.ruleId}\0${f.file}\0${f.startLine}`;
    const at = seen.get(k);
    if (at === undefined) {
      seen.set(k, out.length);
      out.push(f);
    } else if (flowRank(f) > flowRank(out[at])) out[at] = f;
  }
  return out;
}

/**
 * Which of two taint flows to the same sink line to show: request data before the other threat
 * models, then a flow entering through a call (a public function calling the helper that holds the
 * sink: the caller is in the trace) before one starting at the helper's own parameter.
 */
function flowRank(f: Finding): number {
  if (!f.threatModel) return 0;
  return (f.threatModel === 'remote' ? 2 : 0) + (f.trace.some((s) => s.kind === 'call') ? 1 : 0);
}
