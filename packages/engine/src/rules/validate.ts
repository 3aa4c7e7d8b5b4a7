/**
 * Rule validation. Mirrors rule.schema.json (the published schema editors use); the test suite
 * checks every rule against that schema with ajv too, so the two cannot drift unnoticed.
 */
import { isLanguageId } from '../languages/index.js';

const MODES = ['pattern', 'regex', 'taint', 'analyzer'];
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
const LEVELS = ['high', 'medium', 'low'];
const CATEGORIES = ['injection', 'crypto', 'secrets', 'config', 'auth', 'memory', 'dos', 'misc'];
const KNOWN = new Set([
  'id',
  'mode',
  'languages',
  'title',
  'severity',
  'confidence',
  'cwe',
  'owasp',
  'category',
  'technologies',
  'likelihood',
  'impact',
  'message',
  'recommendation',
  'references',
  'rule',
  'constraints',
  'utils',
  'regex',
  'metadata',
  'notIn',
  'yieldsTo',
  'onlyProtecting',
]);
const NOT_IN_KINDS = ['test', 'example', 'docs', 'generated', 'vendored'];

const isStr = (v: unknown): v is string => typeof v === 'string';
const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Validates a parsed rule document; returns a list of problems (empty when valid). */
export function validateRuleDoc(doc: unknown): string[] {
  const errs: string[] = [];
  if (!isObj(doc)) return ['rule file must be a YAML mapping'];
  for (const k of Object.keys(doc)) if (!KNOWN.has(k)) errs.push(`unknown property "${k}"`);
  const req = [
    'id',
    'languages',
    'title',
    'severity',
    'confidence',
    'cwe',
    'owasp',
    'category',
    'message',
    'recommendation',
  ];
  for (const k of req)
    if (doc[k] === undefined || doc[k] === null) errs.push(`missing required property "${k}"`);
  if (
    doc.id !== undefined &&
    !(isStr(doc.id) && /^[a-z][a-z0-9]*\.[a-z0-9][a-z0-9.-]*$/.test(doc.id))
  )
    errs.push('id must look like <lang>.<class>');
  const mode = doc.mode ?? 'pattern';
  if (!MODES.includes(mode as string)) errs.push(`mode must be one of ${MODES.join(', ')}`);
  if (doc.languages !== undefined) {
    if (!Array.isArray(doc.languages) || doc.languages.length === 0)
      errs.push('languages must be a non-empty list');
    else
      for (const l of doc.languages)
        if (!(isStr(l) && (l === 'any' || isLanguageId(l))))
          errs.push(`unknown language "${String(l)}"`);
  }
  if (doc.title !== undefined && !(isStr(doc.title) && doc.title.length >= 3))
    errs.push('title must be a string');
  if (doc.severity !== undefined && !SEVERITIES.includes(doc.severity as string))
    errs.push(`severity must be one of ${SEVERITIES.join(', ')}`);
  if (doc.confidence !== undefined && !LEVELS.includes(doc.confidence as string))
    errs.push(`confidence must be one of ${LEVELS.join(', ')}`);
  for (const k of ['likelihood', 'impact'])
    if (doc[k] !== undefined && !LEVELS.includes(doc[k] as string))
      errs.push(`${k} must be one of ${LEVELS.join(', ')}`);
  if (doc.cwe !== undefined) {
    if (!Array.isArray(doc.cwe) || doc.cwe.length === 0) errs.push('cwe must be a non-empty list');
    else
      for (const c of doc.cwe)
        if (!(isStr(c) && /^CWE-\d+$/.test(c)))
          errs.push(`bad CWE id "${String(c)}" (expected CWE-<n>)`);
  }
  if (doc.owasp !== undefined && !(isStr(doc.owasp) && /^A(0[1-9]|10):2021-.+$/.test(doc.owasp)))
    errs.push('owasp must look like A03:2021-Injection');
  if (doc.category !== undefined && !CATEGORIES.includes(doc.category as string))
    errs.push(`category must be one of ${CATEGORIES.join(', ')}`);
  for (const k of ['message', 'recommendation'])
    if (doc[k] !== undefined && !(isStr(doc[k]) && (doc[k] as string).length >= 10))
      errs.push(`${k} must be a sentence`);
  for (const k of ['technologies', 'references'])
    if (doc[k] !== undefined && !(Array.isArray(doc[k]) && (doc[k] as unknown[]).every(isStr)))
      errs.push(`${k} must be a list of strings`);
  if (doc.rule !== undefined && !isObj(doc.rule))
    errs.push('rule must be a mapping (an ast-grep rule object)');
  for (const k of ['constraints', 'utils'])
    if (doc[k] !== undefined && doc[k] !== null && !isObj(doc[k]))
      errs.push(`${k} must be a mapping`);
  if (doc.metadata !== undefined && !isObj(doc.metadata)) errs.push('metadata must be a mapping');
  if (doc.notIn !== undefined) {
    if (!Array.isArray(doc.notIn))
      errs.push(`notIn must be a list of code kinds (${NOT_IN_KINDS.join(', ')})`);
    else
      for (const k of doc.notIn)
        if (!NOT_IN_KINDS.includes(k as string))
          errs.push(
            `notIn: unknown code kind "${String(k)}" (expected ${NOT_IN_KINDS.join(', ')})`,
          );
  }
  if (
    doc.yieldsTo !== undefined &&
    !(
      Array.isArray(doc.yieldsTo) &&
      doc.yieldsTo.every((r) => isStr(r) && /^[a-z][a-z0-9]*\.[a-z0-9][a-z0-9.-]*$/.test(r))
    )
  )
    errs.push('yieldsTo must be a list of rule ids');
  if (doc.onlyProtecting !== undefined && typeof doc.onlyProtecting !== 'boolean')
    errs.push('onlyProtecting must be true or false');
  if (mode === 'pattern' && doc.rule === undefined) errs.push('mode pattern needs "rule"');
  if (mode === 'regex') {
    if (!isStr(doc.regex) || !doc.regex) errs.push('mode regex needs "regex"');
    else {
      try {
        compileRegex(doc.regex);
      } catch (e) {
        errs.push(`regex does not compile: ${(e as Error).message}`);
      }
    }
  }
  return errs;
}

/**
 * Compiles a rule regex. Leading inline flags such as `(?i)`, `(?m)`, `(?s)`, `(?im)` (PCRE style,
 * common in rule sets) become JavaScript flags. The result is always global and multiline.
 */
export function compileRegex(src: string): RegExp {
  let flags = 'gm';
  let body = src;
  const m = /^\(\?([imsx]+)\)/.exec(body);
  if (m) {
    body = body.slice(m[0].length);
    for (const f of m[1]) if (f !== 'x' && !flags.includes(f)) flags += f;
  }
  return new RegExp(body, flags);
}
