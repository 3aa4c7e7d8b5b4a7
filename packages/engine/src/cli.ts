/**
 * The `vigil` command line. Exit codes: 0 success, 1 findings at or above --fail-on (or failing
 * rule tests), 2 usage errors, 3 runtime errors. Each failure prints a one-line title and a hint.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { scan } from './scan.js';
import { createEngine } from './engine.js';
import { loadRules, defaultRulesDir } from './rules/load.js';
import { formatRuleTests, testRules } from './rules/fixtures.js';
import { REPORTERS, isReportFormat } from './report/index.js';
import type { Severity, ScanProgress, ThreatModel } from './types.js';
import { THREAT_MODELS } from './taint/spec.js';
import { parseCodeKinds, selectCodeKinds } from './core/code-kind.js';

export const EXIT = { ok: 0, findings: 1, usage: 2, error: 3 } as const;

class UsageError extends Error {
  constructor(
    message: string,
    readonly hint: string,
  ) {
    super(message);
  }
}

/** The engine's version, from its package.json. */
export function version(): string {
  try {
    const pkg = JSON.parse(
      fs.readFileSync(
        path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'package.json'),
        'utf8',
      ),
    ) as { version: string };
    return pkg.version;
  } catch {
    return '0.0.0';
  }
}

const HELP = `vigil - static application security testing

Usage:
  vigil scan [path] [options]     scan a directory or file (default: .)
  vigil rules list [--json]       list the rules: id, languages, severity, CWE
  vigil rules test [--rule ID]    run every rule (or one) over its annotated fixture
  vigil --version | --help

Scan options:
  --format text|json|sarif   output format (default text)
  --output FILE              write the report to FILE instead of stdout
  --fail-on SEVERITY         exit 1 when a finding of SEVERITY or higher exists
                             (critical, high, medium, low, none; default none)
  --code-kind KINDS          which code to report: all, or a comma list of production,
                             test, example, docs, generated, vendored (default production);
                             counts and --fail-on cover these kinds only
  --exclude GLOB             skip matching paths (repeatable)
  --include GLOB             scan only matching paths (repeatable)
  --jobs N                   worker threads (default: number of cores; 1 = no workers)
  --cache DIR                keep per-file results in DIR: a re-scan analyses only
                             changed files and the files depending on them
  --baseline FILE            hide findings whose fingerprints are in FILE
  --write-baseline FILE      write the fingerprints of this scan's findings to FILE
  --no-default-ignores       also scan node_modules, dist, vendor, .gitignore'd files
  --no-color                 no colours in text output
  --threat-model LIST        whose data is untrusted, a comma list (default remote):
                             remote  request data (web applications)
                             local   also command line, environment, stdin, files, database rows
                             library also the parameters of exported functions (packages, SDKs)

Exit codes: 0 ok, 1 findings at or above --fail-on, 2 usage error, 3 runtime error.
`;

const RANK: Record<Severity, number> = { low: 1, medium: 2, high: 3, critical: 4 };

type Values = Record<string, string | boolean | string[] | undefined>;

function parse(
  args: string[],
  options: ParseArgsConfig['options'],
  allowPositionals: boolean,
): { values: Values; positionals: string[] } {
  try {
    const r = parseArgs({ args, options, allowPositionals, strict: true });
    return { values: r.values as Values, positionals: r.positionals };
  } catch (e) {
    const msg = (e as Error).message.split('\n')[0].replace(/\. To specify a positional.*$/, '');
    throw new UsageError(msg, 'run `vigil --help` for the commands and options');
  }
}

/** Reads a baseline: a JSON list of fingerprints, `{ fingerprints: [...] }`, or a JSON report. */
export function readBaseline(file: string): string[] {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(
      `cannot read baseline file ${file}`,
      'create one with `vigil scan --write-baseline FILE`',
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(
      `baseline file ${file} is not JSON`,
      'create one with `vigil scan --write-baseline FILE`',
    );
  }
  if (Array.isArray(data)) return data.map(String);
  const d = data as { fingerprints?: unknown[]; findings?: { fingerprint?: string }[] };
  if (Array.isArray(d.fingerprints)) return d.fingerprints.map(String);
  if (Array.isArray(d.findings)) return d.findings.map((f) => String(f.fingerprint));
  throw new UsageError(
    `baseline file ${file} has no fingerprints`,
    'expected {"fingerprints": [...]} as written by --write-baseline',
  );
}

/** `--threat-model remote,library`: the models, checked; undefined for the default (remote). */
function parseThreatModels(v: string | undefined): ThreatModel[] | undefined {
  if (v === undefined) return undefined;
  const list = v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
  const bad = list.filter((x) => !(THREAT_MODELS as readonly string[]).includes(x));
  if (!list.length || bad.length)
    throw new UsageError(
      `unknown threat model '${bad[0] ?? v}'`,
      'use --threat-model remote, local or library (a comma list combines them)',
    );
  return [...new Set(list)] as ThreatModel[];
}

async function cmdScan(args: string[]): Promise<number> {
  const { values, positionals } = parse(
    args,
    {
      format: { type: 'string', short: 'f', default: 'text' },
      output: { type: 'string', short: 'o' },
      'fail-on': { type: 'string', default: 'none' },
      'code-kind': { type: 'string', default: 'production' },
      exclude: { type: 'string', multiple: true },
      include: { type: 'string', multiple: true },
      jobs: { type: 'string', short: 'j' },
      baseline: { type: 'string' },
      'write-baseline': { type: 'string' },
      'no-default-ignores': { type: 'boolean' },
      'no-color': { type: 'boolean' },
      'threat-model': { type: 'string' },
      cache: { type: 'string' },
    },
    true,
  );
  if (positionals.length > 1)
    throw new UsageError(
      `too many paths: ${positionals.join(' ')}`,
      'scan one directory or file: `vigil scan path/to/dir`',
    );
  const format = values.format as string;
  if (!isReportFormat(format))
    throw new UsageError(`unknown format '${format}'`, 'use --format text, json or sarif');
  const failOn = values['fail-on'] as string;
  if (failOn !== 'none' && !(failOn in RANK))
    throw new UsageError(
      `unknown severity '${failOn}' for --fail-on`,
      'use critical, high, medium, low or none',
    );
  const codeKinds = parseCodeKinds(values['code-kind'] as string);
  if (typeof codeKinds === 'string')
    throw new UsageError(
      codeKinds,
      'use --code-kind all, or a comma list of production, test, example, docs, generated, vendored',
    );
  let jobs: number | undefined;
  if (values.jobs !== undefined) {
    jobs = Number(values.jobs);
    if (!Number.isInteger(jobs) || jobs < 0)
      throw new UsageError(
        `--jobs must be a whole number, got '${values.jobs}'`,
        'for example --jobs 2 (1 runs without worker threads)',
      );
  }
  const threatModels = parseThreatModels(values['threat-model'] as string | undefined);
  const target = path.resolve(positionals[0] ?? '.');
  if (!fs.existsSync(target))
    throw new UsageError(
      `path not found: ${positionals[0] ?? '.'}`,
      'give an existing directory or file to scan',
    );
  const baseline = values.baseline ? readBaseline(values.baseline as string) : undefined;
  const isFile = fs.statSync(target).isFile();
  const root = isFile ? path.dirname(target) : target;

  const tty = process.stderr.isTTY === true;
  let last = 0;
  const onProgress = tty
    ? (p: ScanProgress) => {
        const now = Date.now();
        if (p.phase !== 'done' && now - last < 100) return;
        last = now;
        process.stderr.write(
          `\r\x1b[2K${p.phase} ${p.filesDone}/${p.filesTotal}${p.message ? ` ${p.message}` : ''}`,
        );
        if (p.phase === 'done') process.stderr.write('\r\x1b[2K');
      }
    : undefined;
  const ac = new AbortController();
  const onSigint = () => ac.abort(new Error('interrupted'));
  process.once('SIGINT', onSigint);
  let result;
  try {
    result = await scan({
      root,
      files: isFile ? [target] : undefined,
      include: values.include as string[] | undefined,
      exclude: values.exclude as string[] | undefined,
      jobs,
      baseline,
      signal: ac.signal,
      onProgress,
      defaultIgnores: !values['no-default-ignores'],
      threatModels,
      cacheDir: values.cache ? path.resolve(values.cache as string) : undefined,
    });
  } finally {
    process.off('SIGINT', onSigint);
  }
  // Reports, counts and --fail-on cover the selected kinds of code; the baseline records them all.
  const all = result;
  result = selectCodeKinds(result, codeKinds);
  if (values['write-baseline']) {
    fs.writeFileSync(
      values['write-baseline'] as string,
      JSON.stringify(
        { version: 1, fingerprints: [...new Set(all.findings.map((f) => f.fingerprint))].sort() },
        null,
        2,
      ) + '\n',
    );
  }
  const { rules } = loadRules(defaultRulesDir());
  const toFile = values.output as string | undefined;
  const text = REPORTERS[format].render(result, {
    rules: new Map(rules.map((r) => [r.id, r])),
    root,
    color:
      format === 'text' &&
      !toFile &&
      process.stdout.isTTY === true &&
      !values['no-color'] &&
      !process.env.NO_COLOR,
    toolVersion: version(),
  });
  if (toFile) fs.writeFileSync(toFile, text);
  else process.stdout.write(text);
  if (
    failOn !== 'none' &&
    result.findings.some((f) => RANK[f.severity] >= RANK[failOn as Severity])
  )
    return EXIT.findings;
  return EXIT.ok;
}

function cmdRules(args: string[]): number {
  const sub = args[0];
  if (sub === 'list') {
    const { values } = parse(args.slice(1), { json: { type: 'boolean' } }, false);
    const { rules, errors } = loadRules(defaultRulesDir());
    if (values.json) {
      process.stdout.write(
        JSON.stringify(
          rules.map((r) => ({
            id: r.id,
            mode: r.mode,
            languages: r.languages,
            severity: r.severity,
            cwe: r.cwe,
            owasp: r.owasp,
            title: r.title,
          })),
          null,
          2,
        ) + '\n',
      );
    } else {
      const rows = rules.map((r) => [
        r.id,
        r.languages.join(','),
        r.severity,
        r.cwe.join(','),
        r.mode,
      ]);
      const w = [0, 1, 2, 3].map((i) => Math.max(...rows.map((row) => row[i].length), 4));
      for (const row of rows)
        process.stdout.write(
          `${row[0].padEnd(w[0])}  ${row[1].padEnd(w[1])}  ${row[2].padEnd(w[2])}  ${row[3].padEnd(w[3])}  ${row[4]}\n`,
        );
      process.stdout.write(`${rules.length} rules\n`);
    }
    for (const e of errors) process.stderr.write(`invalid rule ${e.file}: ${e.error}\n`);
    return errors.length ? EXIT.findings : EXIT.ok;
  }
  if (sub === 'test') {
    const { values } = parse(args.slice(1), { rule: { type: 'string', multiple: true } }, false);
    const engine = createEngine();
    const only = values.rule as string[] | undefined;
    if (only)
      for (const id of only)
        if (!engine.rules.some((r) => r.id === id))
          throw new UsageError(`unknown rule '${id}'`, 'see `vigil rules list` for the rule ids');
    const results = testRules(engine.analyzer, engine.rules, engine.rulesDir, only);
    const loadErrors = [
      ...(only ? [] : engine.loadErrors),
      ...engine.setupErrors.map((e) => ({
        file: e.file ?? engine.rulesDir,
        ruleId: e.ruleId,
        error: e.error,
      })),
    ];
    const { text, ok } = formatRuleTests(results, loadErrors, engine.rulesDir);
    process.stdout.write(text + '\n');
    return ok ? EXIT.ok : EXIT.findings;
  }
  throw new UsageError(
    sub ? `unknown rules command '${sub}'` : 'missing rules command',
    'use `vigil rules list` or `vigil rules test`',
  );
}

/** Runs the CLI with the given arguments (without node and script); resolves to the exit code. */
export async function main(argv: string[]): Promise<number> {
  try {
    const cmd = argv[0];
    if (cmd === undefined || cmd === '--help' || cmd === '-h' || cmd === 'help') {
      process.stdout.write(HELP);
      return cmd === undefined ? EXIT.usage : EXIT.ok;
    }
    if (cmd === '--version' || cmd === '-v') {
      process.stdout.write(version() + '\n');
      return EXIT.ok;
    }
    if (cmd === 'scan') {
      if (argv.includes('--help') || argv.includes('-h')) {
        process.stdout.write(HELP);
        return EXIT.ok;
      }
      return await cmdScan(argv.slice(1));
    }
    if (cmd === 'rules') return cmdRules(argv.slice(1));
    throw new UsageError(
      `unknown command '${cmd}'`,
      'commands: scan, rules list, rules test; see `vigil --help`',
    );
  } catch (e) {
    if (e instanceof UsageError) {
      process.stderr.write(`vigil: ${e.message}\nhint: ${e.hint}\n`);
      return EXIT.usage;
    }
    const err = e as Error;
    process.stderr.write(
      `vigil: ${err.message}\nhint: this is a bug or an unreadable input; rerun with VIGIL_DEBUG=1 for the stack\n`,
    );
    if (process.env.VIGIL_DEBUG) process.stderr.write(`${err.stack}\n`);
    return EXIT.error;
  }
}
