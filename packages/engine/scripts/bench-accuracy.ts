/**
 * Accuracy benchmark: scans the labelled corpus (test/corpus) and compares the findings with the
 * annotations written in the corpus files.
 *
 *   npm run bench:accuracy -w packages/engine [-- --verbose] [--min-precision 0.9] [--min-recall 0.9]
 *   npx tsx --conditions=source packages/engine/scripts/bench-accuracy.ts [options]
 *
 * Labels: a comment `vigil: <id>[, <id>...]` marks the next non-annotation line as a line that must be
 * reported with each id; `vigil-ok: <id>` marks a line that must not be; `vigil-todo: <id>` is a known
 * gap, counted like `vigil:` here (a reviewer would report it).
 * Matching is by (file, line, ruleId):
 *   TP  a `vigil:` label with a matching finding
 *   FN  a `vigil:` label without one
 *   FP  a finding on a `vigil-ok:` line for that id, or any finding on a line without a `vigil:` label for its id
 *
 * Options:
 *   --corpus DIR          corpus root (default: test/corpus beside this script's package)
 *   --jobs N              worker threads passed to scan (default 1)
 *   --verbose             list every FN and FP with file:line
 *   --json FILE           also write the metrics as JSON
 *   --min-precision X     exit 1 when overall precision < X
 *   --min-recall X        exit 1 when overall recall < X
 *   --min-language X      exit 1 when any language's precision or recall < X
 *   --write-counts        rewrite the "## Counts" section of the corpus README from the labels, then stop
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as engine from '../src/index.js';
import type { Finding, ScanOptions, ScanResult, ThreatModel } from '../src/types.js';
import { THREAT_MODELS } from '../src/taint/spec.js';

type ScanFn = (opts: ScanOptions) => Promise<ScanResult>;
type LabelKind = 'vigil' | 'vigil-ok' | 'vigil-todo';

interface Label {
  file: string;
  line: number;
  ruleId: string;
  kind: LabelKind;
}

interface Counts {
  tp: number;
  fp: number;
  fn: number;
  /** `vigil-ok:` lines that stayed quiet (true negatives, for information). */
  tn: number;
}

interface Miss {
  file: string;
  line: number;
  ruleId: string;
  why: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgRoot = path.resolve(here, '..');

/** CWE of each rule class (RULE_IDS.md); used for labels, since a missed label has no finding. */
const CLASS_CWE: Record<string, string> = {
  'sql-injection': 'CWE-89',
  'command-injection': 'CWE-78',
  'code-injection': 'CWE-94',
  'path-traversal': 'CWE-22',
  xss: 'CWE-79',
  'open-redirect': 'CWE-601',
  ssrf: 'CWE-918',
  'nosql-injection': 'CWE-943',
  'ldap-injection': 'CWE-90',
  'xpath-injection': 'CWE-643',
  xxe: 'CWE-611',
  'insecure-deserialization': 'CWE-502',
  'unsafe-deserializer': 'CWE-502',
  'mybatis-interpolation': 'CWE-89',
  'trust-boundary': 'CWE-501',
  'template-injection': 'CWE-1336',
  'unsafe-reflection': 'CWE-470',
  'variable-extraction': 'CWE-621',
  'file-inclusion': 'CWE-98',
  'log-injection': 'CWE-117',
  'header-injection': 'CWE-113',
  'weak-hash': 'CWE-328',
  'weak-cipher': 'CWE-327',
  'weak-password-hash': 'CWE-916',
  'directory-listing': 'CWE-548',
  'xss-sanitizer-bypass': 'CWE-79',
  'url-allowlist-substring': 'CWE-601',
  'weak-password-policy': 'CWE-521',
  'ecb-mode': 'CWE-327',
  'insecure-random': 'CWE-330',
  'cookie-insecure': 'CWE-614',
  'hardcoded-password': 'CWE-798',
  'hardcoded-key': 'CWE-321',
  'tls-verify-disabled': 'CWE-295',
  'ssh-host-key-unverified': 'CWE-322',
  'insecure-permissions': 'CWE-732',
  'cors-permissive': 'CWE-942',
  'jwt-none': 'CWE-347',
  'jwt-no-verify': 'CWE-347',
  'xxe-parser': 'CWE-611',
  'debug-enabled': 'CWE-489',
  'prototype-pollution': 'CWE-1321',
  redos: 'CWE-1333',
  'regex-injection': 'CWE-1333',
  'unsafe-gets': 'CWE-242',
  'unsafe-strcpy': 'CWE-120',
  'unsafe-sprintf': 'CWE-120',
  'format-string': 'CWE-134',
  'unchecked-index': 'CWE-129',
  'unchecked-alloc-size': 'CWE-789',
  'double-free': 'CWE-415',
  'use-after-free': 'CWE-416',
  'unchecked-malloc': 'CWE-690',
  'weak-tls': 'CWE-326',
  'unsafe-block': 'CWE-676',
  'webview-js-interface': 'CWE-749',
  'webview-file-access': 'CWE-200',
  'insecure-webview': 'CWE-749',
  'cleartext-storage': 'CWE-312',
  'cleartext-transport': 'CWE-319',
  'insecure-temp-file': 'CWE-377',
  'curl-pipe-shell': 'CWE-494',
  'unsafe-rm': 'CWE-73',
  'run-as-root': 'CWE-250',
  'add-from-url': 'CWE-829',
  'unpinned-image': 'CWE-1357',
  'privileged-container': 'CWE-250',
  'allow-privilege-escalation': 'CWE-269',
  'host-namespace': 'CWE-668',
  'script-injection': 'CWE-78',
  'pull-request-target-checkout': 'CWE-829',
  'csrf-disabled': 'CWE-352',
  'mass-assignment': 'CWE-915',
  'unsafe-xslt': 'CWE-94',
  'webconfig-debug': 'CWE-11',
  'webconfig-custom-errors': 'CWE-12',
  'webconfig-request-validation': 'CWE-20',
  'webconfig-cookie-insecure': 'CWE-614',
  'lockout-disabled': 'CWE-307',
  'rsa-no-oaep': 'CWE-780',
  'jwt-no-expiry': 'CWE-613',
  'http-listener-wildcard': 'CWE-706',
  'cdk-unencrypted': 'CWE-311',
  'cdk-public-bucket': 'CWE-732',
  'unanchored-validation': 'CWE-777',
  'weak-key-size': 'CWE-326',
  'static-iv': 'CWE-329',
  'allowed-hosts-wildcard': 'CWE-20',
};

function classOf(ruleId: string): string {
  const dot = ruleId.indexOf('.');
  return dot < 0 ? ruleId : ruleId.slice(dot + 1);
}

function cweOfRule(ruleId: string, finding?: Finding): string {
  if (ruleId.startsWith('secrets.')) return 'CWE-798';
  return CLASS_CWE[classOf(ruleId)] ?? finding?.cwe?.[0] ?? 'unknown';
}

function parseArgs(argv: string[]) {
  const opts = {
    corpus: path.join(pkgRoot, 'test', 'corpus'),
    jobs: 1,
    verbose: false,
    json: '' as string,
    minPrecision: undefined as number | undefined,
    minRecall: undefined as number | undefined,
    minLanguage: undefined as number | undefined,
    writeCounts: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`missing value after ${a}`);
      return v;
    };
    const num = (): number => {
      const v = Number(next());
      if (!Number.isFinite(v)) throw new Error(`${a} expects a number`);
      return v;
    };
    if (a === '--verbose' || a === '-v') opts.verbose = true;
    else if (a === '--corpus') opts.corpus = path.resolve(next());
    else if (a === '--jobs') opts.jobs = num();
    else if (a === '--json') opts.json = path.resolve(next());
    else if (a === '--min-precision') opts.minPrecision = num();
    else if (a === '--min-recall') opts.minRecall = num();
    else if (a === '--min-language') opts.minLanguage = num();
    else if (a === '--write-counts') opts.writeCounts = true;
    else if (a === '--help' || a === '-h') {
      console.log(
        'usage: bench-accuracy [--corpus DIR] [--jobs N] [--verbose] [--json FILE] [--min-precision X] [--min-recall X] [--min-language X] [--write-counts]',
      );
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

function walk(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    const abs = path.join(dir, name);
    const st = statSync(abs);
    if (st.isDirectory()) walk(abs, out);
    else if (st.isFile() && st.size < 2_000_000) out.push(abs);
  }
  return out;
}

/**
 * Corpus folders scanned under other threat models: each holds a `.threat-model` file whose first
 * line lists them (`library`, `remote,local`). Folders do not nest.
 */
function modelFolders(corpus: string, files: string[]): { dir: string; models: ThreatModel[] }[] {
  const out: { dir: string; models: ThreatModel[] }[] = [];
  for (const abs of files) {
    if (path.basename(abs) !== '.threat-model') continue;
    const models = readFileSync(abs, 'utf8')
      .split('\n')[0]
      .split(',')
      .map((m) => m.trim())
      .filter(Boolean) as ThreatModel[];
    const bad = models.filter((m) => !THREAT_MODELS.includes(m));
    if (!models.length || bad.length)
      throw new Error(
        `${abs}: unknown threat model '${bad[0] ?? ''}' (use remote, local, library)`,
      );
    out.push({ dir: path.relative(corpus, path.dirname(abs)).split(path.sep).join('/'), models });
  }
  return out;
}

const ANNOTATION = /\bvigil(-ok|-todo)?:\s*([A-Za-z0-9_.-]+(?:\s*,\s*[A-Za-z0-9_.-]+)*)/g;
/** A line that is only an annotation comment (and comment punctuation). */
const ANNOTATION_ONLY =
  /^\s*(?:\/\/|#|--|;|%|\/\*|\{\/\*|<!--|\*|')\s*vigil(?:-ok|-todo)?:\s*[A-Za-z0-9_.,\s-]+?\s*(?:\*\/\}?|-->)?\s*$/;

/** Reads the labels of one file. A corpus README is documentation, not labels. */
function labelsOf(rel: string, text: string): Label[] {
  if (/(^|\/)README\.md$/i.test(rel)) return [];
  const lines = text.split(/\r?\n/);
  const labels: Label[] = [];
  let pending: { kind: LabelKind; ruleId: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (ANNOTATION_ONLY.test(line)) {
      ANNOTATION.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = ANNOTATION.exec(line))) {
        const kind: LabelKind =
          m[1] === '-ok' ? 'vigil-ok' : m[1] === '-todo' ? 'vigil-todo' : 'vigil';
        for (const id of m[2].split(',')) {
          const ruleId = id.trim();
          if (ruleId) pending.push({ kind, ruleId });
        }
      }
      continue;
    }
    if (pending.length) {
      for (const p of pending)
        labels.push({ file: rel, line: i + 1, ruleId: p.ruleId, kind: p.kind });
      pending = [];
    }
  }
  return labels;
}

function languageOf(file: string): string {
  const first = file.split('/')[0];
  return first || 'unknown';
}

const empty = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0 });

function bump(map: Map<string, Counts>, key: string, field: keyof Counts) {
  let c = map.get(key);
  if (!c) map.set(key, (c = empty()));
  c[field]++;
}

function ratio(a: number, b: number): number | null {
  return b === 0 ? null : a / b;
}

function metrics(c: Counts) {
  const precision = ratio(c.tp, c.tp + c.fp);
  const recall = ratio(c.tp, c.tp + c.fn);
  const f1 =
    precision === null || recall === null || precision + recall === 0
      ? null
      : (2 * precision * recall) / (precision + recall);
  return { precision, recall, f1 };
}

const fmt = (v: number | null) => (v === null ? '   -  ' : v.toFixed(3).padStart(6));

function table(title: string, rows: [string, Counts][]): string {
  const width = Math.max(title.length, ...rows.map(([k]) => k.length)) + 2;
  const out = [`${title.padEnd(width)} precision  recall     F1     TP    FP    FN    TN`];
  for (const [key, c] of rows) {
    const m = metrics(c);
    out.push(
      `${key.padEnd(width)}    ${fmt(m.precision)}  ${fmt(m.recall)}  ${fmt(m.f1)}  ${String(c.tp).padStart(5)} ${String(c.fp).padStart(5)} ${String(c.fn).padStart(5)} ${String(c.tn).padStart(5)}`,
    );
  }
  return out.join('\n');
}

/** Rewrites the "## Counts" section (the end of the corpus README) from the labels. */
function writeCounts(corpus: string, labels: Label[]) {
  const readme = path.join(corpus, 'README.md');
  const text = readFileSync(readme, 'utf8');
  const at = text.indexOf('## Counts');
  if (at < 0) throw new Error(`${readme} has no "## Counts" section`);
  const byLang = new Map<string, { files: Set<string>; vuln: number; safe: number }>();
  const byClass = new Map<string, { vuln: number; safe: number }>();
  for (const l of labels) {
    const lang = languageOf(l.file);
    let c = byLang.get(lang);
    if (!c) byLang.set(lang, (c = { files: new Set(), vuln: 0, safe: 0 }));
    c.files.add(l.file);
    const cls = l.ruleId.includes('.') ? l.ruleId.slice(l.ruleId.indexOf('.') + 1) : l.ruleId;
    let k = byClass.get(cls);
    if (!k) byClass.set(cls, (k = { vuln: 0, safe: 0 }));
    if (l.kind === 'vigil-ok') {
      c.safe++;
      k.safe++;
    } else {
      c.vuln++;
      k.vuln++;
    }
  }
  const out = [
    '## Counts',
    '',
    'Regenerate this section when cases are added (one label = one case; a comma list counts each id):',
    '`npm run bench:accuracy -w packages/engine -- --write-counts`.',
    '',
    '| folder | files with labels | vulnerable (`vigil:`) | safe (`vigil-ok:`) | total |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  let files = 0;
  let vuln = 0;
  let safe = 0;
  for (const [lang, c] of [...byLang].sort(([a], [b]) => a.localeCompare(b))) {
    out.push(`| ${lang} | ${c.files.size} | ${c.vuln} | ${c.safe} | ${c.vuln + c.safe} |`);
    files += c.files.size;
    vuln += c.vuln;
    safe += c.safe;
  }
  out.push(
    `| **all** | **${files}** | **${vuln}** | **${safe}** | **${vuln + safe}** |`,
    '',
    '| class | vulnerable | safe |',
    '| --- | ---: | ---: |',
  );
  for (const [cls, k] of [...byClass].sort(([a], [b]) => a.localeCompare(b)))
    out.push(`| \`${cls}\` | ${k.vuln} | ${k.safe} |`);
  writeFileSync(readme, text.slice(0, at) + out.join('\n') + '\n');
  console.log(`wrote the counts of ${labels.length} labels to ${readme}`);
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const scan = (engine as unknown as { scan?: ScanFn }).scan;

  const files = walk(opts.corpus);
  const labels: Label[] = [];
  for (const abs of files) {
    const rel = path.relative(opts.corpus, abs).split(path.sep).join('/');
    labels.push(...labelsOf(rel, readFileSync(abs, 'utf8')));
  }
  const positives = labels.filter((l) => l.kind !== 'vigil-ok');
  const negatives = labels.filter((l) => l.kind === 'vigil-ok');
  console.log(
    `corpus: ${opts.corpus}\n${files.length} files, ${labels.length} labelled cases (${positives.length} vulnerable, ${negatives.length} safe)`,
  );

  if (opts.writeCounts) {
    writeCounts(opts.corpus, labels);
    return;
  }

  if (typeof scan !== 'function') {
    console.log('engine: scan() is not exported from src/index.ts yet; nothing to measure.');
    return;
  }

  const started = Date.now();
  // Folders holding a `.threat-model` file are scanned apart, under the models it names; the rest
  // under the default (remote). The engine is told the models, never the folder names.
  const special = modelFolders(opts.corpus, files);
  const result = await scan({
    root: opts.corpus,
    jobs: opts.jobs,
    exclude: special.map((d) => `${d.dir}/**`),
  });
  for (const d of special) {
    const r = await scan({
      root: opts.corpus,
      jobs: opts.jobs,
      include: [`${d.dir}/**`],
      threatModels: d.models,
    });
    result.findings.push(...r.findings);
    result.stats.filesScanned += r.stats.filesScanned;
    result.stats.linesScanned += r.stats.linesScanned;
    result.stats.ruleErrors.push(...r.stats.ruleErrors);
    console.log(`${d.dir}: threat models ${d.models.join(', ')} (${r.findings.length} findings)`);
  }
  const elapsed = Date.now() - started;
  const norm = (f: string) => {
    const p = path.isAbsolute(f) ? path.relative(opts.corpus, f) : f;
    return p.split(path.sep).join('/').replace(/^\.\//, '');
  };

  // One finding per (file, line, rule).
  const found = new Map<string, Finding>();
  for (const f of result.findings) {
    const key = `${norm(f.file)}\0${f.startLine}\0${f.ruleId}`;
    if (!found.has(key)) found.set(key, f);
  }
  const positiveKeys = new Set(positives.map((l) => `${l.file}\0${l.line}\0${l.ruleId}`));
  const negativeKeys = new Set(negatives.map((l) => `${l.file}\0${l.line}\0${l.ruleId}`));

  const overall = empty();
  const byLang = new Map<string, Counts>();
  const byCwe = new Map<string, Counts>();
  const byRule = new Map<string, Counts>();
  const fns: Miss[] = [];
  const fps: Miss[] = [];
  const count = (file: string, ruleId: string, field: keyof Counts, finding?: Finding) => {
    overall[field]++;
    bump(byLang, languageOf(file), field);
    bump(byCwe, cweOfRule(ruleId, finding), field);
    bump(byRule, ruleId, field);
  };

  for (const l of positives) {
    const key = `${l.file}\0${l.line}\0${l.ruleId}`;
    const f = found.get(key);
    if (f) count(l.file, l.ruleId, 'tp', f);
    else {
      count(l.file, l.ruleId, 'fn');
      fns.push({
        file: l.file,
        line: l.line,
        ruleId: l.ruleId,
        why: l.kind === 'vigil-todo' ? 'missing (todo)' : 'missing',
      });
    }
  }
  for (const [key, f] of found) {
    if (positiveKeys.has(key)) continue;
    const file = norm(f.file);
    count(file, f.ruleId, 'fp', f);
    fps.push({
      file,
      line: f.startLine,
      ruleId: f.ruleId,
      why: negativeKeys.has(key) ? 'on a vigil-ok line' : 'unlabelled',
    });
  }
  for (const l of negatives) {
    const key = `${l.file}\0${l.line}\0${l.ruleId}`;
    if (!found.has(key)) count(l.file, l.ruleId, 'tn');
  }

  const sorted = (m: Map<string, Counts>) =>
    [...m.entries()].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  console.log(
    `scan: ${result.findings.length} findings, ${result.stats.filesScanned} files, ${result.stats.linesScanned} lines, ${elapsed} ms` +
      (result.stats.ruleErrors?.length ? `, ${result.stats.ruleErrors.length} rule errors` : ''),
  );
  console.log();
  console.log(table('language', sorted(byLang)));
  console.log();
  console.log(table('CWE', sorted(byCwe)));
  if (opts.verbose) {
    console.log();
    console.log(table('rule', sorted(byRule)));
  }
  console.log();
  console.log(table('overall', [['all', overall]]));

  if (opts.verbose) {
    const byPos = (a: Miss, b: Miss) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.ruleId.localeCompare(b.ruleId);
    console.log(`\nFalse negatives (${fns.length}):`);
    for (const m of fns.sort(byPos)) console.log(`  FN ${m.file}:${m.line}  ${m.ruleId}  ${m.why}`);
    console.log(`\nFalse positives (${fps.length}):`);
    for (const m of fps.sort(byPos)) console.log(`  FP ${m.file}:${m.line}  ${m.ruleId}  ${m.why}`);
    if (result.stats.ruleErrors?.length) {
      console.log(`\nRule errors (${result.stats.ruleErrors.length}):`);
      for (const e of result.stats.ruleErrors)
        console.log(`  ${e.ruleId} ${e.file ?? ''}: ${e.error}`);
    }
  }

  const total = metrics(overall);
  if (opts.json) {
    const dump = (m: Map<string, Counts>) =>
      Object.fromEntries(sorted(m).map(([k, c]) => [k, { ...c, ...metrics(c) }]));
    writeFileSync(
      opts.json,
      JSON.stringify(
        {
          overall: { ...overall, ...total },
          byLanguage: dump(byLang),
          byCwe: dump(byCwe),
          byRule: dump(byRule),
          fns,
          fps,
        },
        null,
        2,
      ),
    );
  }

  const failures: string[] = [];
  if (opts.minPrecision !== undefined && (total.precision ?? 0) < opts.minPrecision)
    failures.push(`overall precision ${fmt(total.precision).trim()} < ${opts.minPrecision}`);
  if (opts.minRecall !== undefined && (total.recall ?? 0) < opts.minRecall)
    failures.push(`overall recall ${fmt(total.recall).trim()} < ${opts.minRecall}`);
  if (opts.minLanguage !== undefined) {
    for (const [lang, c] of sorted(byLang)) {
      const m = metrics(c);
      if ((m.precision ?? 1) < opts.minLanguage || (m.recall ?? 1) < opts.minLanguage)
        failures.push(
          `${lang}: precision ${fmt(m.precision).trim()}, recall ${fmt(m.recall).trim()} < ${opts.minLanguage}`,
        );
    }
  }
  if (failures.length) {
    console.error(`\nthresholds missed:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 2;
});
