/**
 * Real-world precision harness: scans real applications, draws a seeded sample of findings per
 * language for judging by hand, and measures precision on the judged sample.
 *
 *   ../shared/tools/real-apps.sh /tmp/real-apps          # lay out the applications (Debian packages)
 *   npm run bench:realworld -w packages/engine -- --apps /tmp/real-apps [--only a,b] [--per-language 12]
 *
 * Steps:
 * 1. Every application folder under --apps is scanned (one thread unless --jobs). All findings go to
 *    OUT/findings.json (OUT: --out, default .tmp/realworld in the repository).
 * 2. A sample of the findings of the default output (production code; `--code-kind all` for every
 *    kind) is drawn per language with a seeded shuffle (--seed) and written to OUT/sheet.json and
 *    OUT/sheet.md: the judging sheet. Fill in `verdict` (tp | fp | noise) and `reason`, then append the
 *    judged entries to test/realworld/judged.json (the judged sample kept in the repository).
 * 3. Precision per language is computed over the judged entries (test/realworld/judged.json, or
 *    --judged FILE) that the current engine still reports in its default output:
 *    precision = tp / (tp + fp + noise). Judged entries that are no longer reported are counted as
 *    gone, per verdict: a false alarm that is gone is a fix, a true finding that is gone is a loss.
 *
 * An entry is matched by application and fingerprint (rule, path and normalised code), so a judged
 * sample stays valid across engine versions as long as the code it points at is unchanged.
 */
import { mkdirSync, readFileSync, readdirSync, existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scan } from '../src/scan.js';
import type { CodeKind, Finding } from '../src/types.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkgRoot = path.resolve(here, '..');
const repoRoot = path.resolve(pkgRoot, '..', '..');

type Verdict = 'tp' | 'fp' | 'noise';

export interface SheetEntry {
  app: string;
  fingerprint: string;
  language: string;
  ruleId: string;
  file: string;
  line: number;
  codeKind: CodeKind;
  code: string;
  trace?: string[];
  verdict?: Verdict | '';
  reason?: string;
}

interface Options {
  apps: string;
  only?: string[];
  perLanguage: number;
  seed: number;
  out: string;
  judged: string;
  jobs: number;
  allKinds: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = {
    apps: '/tmp/real-apps',
    perLanguage: 12,
    seed: 11,
    out: path.join(repoRoot, '.tmp', 'realworld'),
    judged: path.join(pkgRoot, 'test', 'realworld', 'judged.json'),
    jobs: 1,
    allKinds: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = () => {
      const x = argv[++i];
      if (x === undefined) throw new Error(`${a} needs a value`);
      return x;
    };
    if (a === '--apps') o.apps = path.resolve(v());
    else if (a === '--only') o.only = v().split(',').filter(Boolean);
    else if (a === '--per-language') o.perLanguage = Number(v());
    else if (a === '--seed') o.seed = Number(v());
    else if (a === '--out') o.out = path.resolve(v());
    else if (a === '--judged') o.judged = path.resolve(v());
    else if (a === '--jobs') o.jobs = Number(v());
    else if (a === '--code-kind-all') o.allKinds = true;
    else throw new Error(`unknown option ${a}`);
  }
  return o;
}

/** Language family of a finding: TypeScript and TSX count as JavaScript. */
export function family(f: Pick<Finding, 'language' | 'ruleId'>): string {
  const l = f.language ?? f.ruleId.split('.')[0];
  if (l === 'typescript' || l === 'tsx') return 'javascript';
  return l;
}

/** mulberry32: a small seeded generator, so a sample can be drawn again. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded sample of `n` entries per language, in a stable order. */
export function sample(entries: SheetEntry[], n: number, seed: number): SheetEntry[] {
  const by = new Map<string, SheetEntry[]>();
  for (const e of [...entries].sort((a, b) =>
    a.app + a.fingerprint < b.app + b.fingerprint ? -1 : 1,
  )) {
    const l = by.get(e.language) ?? [];
    l.push(e);
    by.set(e.language, l);
  }
  const out: SheetEntry[] = [];
  for (const lang of [...by.keys()].sort()) {
    const list = by.get(lang)!;
    const r = rng(seed);
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [list[i], list[j]] = [list[j], list[i]];
    }
    out.push(...list.slice(0, n));
  }
  return out;
}

export interface PrecisionRow {
  language: string;
  tp: number;
  fp: number;
  noise: number;
  precision: number | null;
  goneTp: number;
  goneFalse: number;
}

/** Precision per language of the judged entries still reported; the judged entries gone, by verdict. */
export function precisionTable(judged: SheetEntry[], reported: Set<string>): PrecisionRow[] {
  const rows = new Map<string, PrecisionRow>();
  for (const j of judged) {
    if (!j.verdict) continue;
    const r = rows.get(j.language) ?? {
      language: j.language,
      tp: 0,
      fp: 0,
      noise: 0,
      precision: null,
      goneTp: 0,
      goneFalse: 0,
    };
    rows.set(j.language, r);
    if (!reported.has(`${j.app}\0${j.fingerprint}`)) {
      if (j.verdict === 'tp') r.goneTp++;
      else r.goneFalse++;
      continue;
    }
    r[j.verdict]++;
  }
  const all = [...rows.values()].sort((a, b) => (a.language < b.language ? -1 : 1));
  const total: PrecisionRow = {
    language: 'all',
    tp: 0,
    fp: 0,
    noise: 0,
    precision: null,
    goneTp: 0,
    goneFalse: 0,
  };
  for (const r of all) {
    const n = r.tp + r.fp + r.noise;
    r.precision = n ? r.tp / n : null;
    total.tp += r.tp;
    total.fp += r.fp;
    total.noise += r.noise;
    total.goneTp += r.goneTp;
    total.goneFalse += r.goneFalse;
  }
  const n = total.tp + total.fp + total.noise;
  total.precision = n ? total.tp / n : null;
  return [...all, total];
}

function formatTable(rows: PrecisionRow[]): string {
  const head = 'language      judged-kept   tp   fp noise  precision   gone: tp  fp+noise';
  const lines = rows.map((r) => {
    const kept = r.tp + r.fp + r.noise;
    return `${r.language.padEnd(14)}${String(kept).padStart(11)}${String(r.tp).padStart(5)}${String(r.fp).padStart(5)}${String(r.noise).padStart(6)}${(r.precision === null ? '-' : (r.precision * 100).toFixed(0) + ' %').padStart(11)}${String(r.goneTp).padStart(11)}${String(r.goneFalse).padStart(10)}`;
  });
  return [head, ...lines].join('\n');
}

async function main(): Promise<number> {
  const o = parseArgs(process.argv.slice(2));
  if (!existsSync(o.apps)) {
    console.error(`no applications in ${o.apps}: run ../shared/tools/real-apps.sh ${o.apps} first`);
    return 2;
  }
  const apps = readdirSync(o.apps)
    .filter((d) => !d.startsWith('.') && statSync(path.join(o.apps, d)).isDirectory())
    .filter((d) => !o.only || o.only.includes(d))
    .sort();
  mkdirSync(o.out, { recursive: true });
  const all: SheetEntry[] = [];
  const perApp: {
    app: string;
    files: number;
    lines: number;
    findings: number;
    production: number;
    seconds: number;
  }[] = [];
  for (const app of apps) {
    const root = path.join(o.apps, app);
    const r = await scan({ root, jobs: o.jobs });
    const entries = r.findings.map((f): SheetEntry => ({
      app,
      fingerprint: f.fingerprint,
      language: family(f),
      ruleId: f.ruleId,
      file: f.file,
      line: f.startLine,
      codeKind: f.codeKind ?? 'production',
      code: (f.snippet.split('\n')[Math.min(f.startLine - 1, 2)] ?? '').trim().slice(0, 200),
      ...(f.trace.length
        ? { trace: f.trace.map((t) => `${t.file}:${t.line} ${t.code.trim().slice(0, 100)}`) }
        : {}),
    }));
    all.push(...entries);
    perApp.push({
      app,
      files: r.stats.filesScanned,
      lines: r.stats.linesScanned,
      findings: entries.length,
      production: entries.filter((e) => e.codeKind === 'production').length,
      seconds: r.stats.durationMs / 1000,
    });
    console.log(
      `${app}: ${r.stats.filesScanned} files, ${r.stats.linesScanned} lines, ${entries.length} findings (${perApp[perApp.length - 1].production} in production code), ${(r.stats.durationMs / 1000).toFixed(1)} s`,
    );
  }
  writeFileSync(
    path.join(o.out, 'findings.json'),
    JSON.stringify({ apps: perApp, findings: all }, null, 1) + '\n',
  );
  const shown = o.allKinds ? all : all.filter((e) => e.codeKind === 'production');
  const byLang = new Map<string, number>();
  for (const e of shown) byLang.set(e.language, (byLang.get(e.language) ?? 0) + 1);
  console.log(
    `\ndefault output: ${shown.length} of ${all.length} findings (${[...byLang].map(([l, n]) => `${l} ${n}`).join(', ')})`,
  );

  // The judging sheet: the seeded sample minus what is judged already.
  const judged: SheetEntry[] = existsSync(o.judged)
    ? (JSON.parse(readFileSync(o.judged, 'utf8')) as { entries: SheetEntry[] }).entries
    : [];
  const judgedKeys = new Set(judged.map((j) => `${j.app}\0${j.fingerprint}`));
  const sheet = sample(shown, o.perLanguage, o.seed).map((e) => ({
    ...e,
    verdict: judgedKeys.has(`${e.app}\0${e.fingerprint}`)
      ? (judged.find((j) => j.app === e.app && j.fingerprint === e.fingerprint)?.verdict ?? '')
      : '',
    reason: '',
  }));
  writeFileSync(
    path.join(o.out, 'sheet.json'),
    JSON.stringify({ seed: o.seed, perLanguage: o.perLanguage, entries: sheet }, null, 1) + '\n',
  );
  const md = sheet.map(
    (e, i) =>
      `### ${i + 1}. ${e.ruleId} (${e.language}) ${e.app}/${e.file}:${e.line}${e.verdict ? ` — judged ${e.verdict}` : ''}\n\n\`\`\`\n${e.code}\n\`\`\`\n${e.trace ? e.trace.map((t) => `- ${t}`).join('\n') + '\n' : ''}`,
  );
  writeFileSync(
    path.join(o.out, 'sheet.md'),
    `# Judging sheet (seed ${o.seed}, ${o.perLanguage} per language)\n\nVerdicts: tp (a reviewer keeps it), fp (wrong), noise (true but worthless: test code, dead code, no attacker).\n\n${md.join('\n')}`,
  );
  console.log(
    `judging sheet: ${path.relative(process.cwd(), path.join(o.out, 'sheet.md'))} (${sheet.length} entries, ${sheet.filter((e) => !e.verdict).length} not judged yet)`,
  );

  if (judged.length) {
    const reported = new Set(shown.map((e) => `${e.app}\0${e.fingerprint}`));
    const scanned = new Set(apps);
    console.log(
      `\nprecision on the judged sample (${path.relative(process.cwd(), o.judged)}), default output:\n`,
    );
    console.log(
      formatTable(
        precisionTable(
          judged.filter((j) => scanned.has(j.app)),
          reported,
        ),
      ),
    );
  }
  return 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then(
    (c) => (process.exitCode = c),
    (e) => {
      console.error((e as Error).message);
      process.exitCode = 2;
    },
  );
}
