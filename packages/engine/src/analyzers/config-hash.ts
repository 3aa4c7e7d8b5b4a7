/**
 * java.weak-hash, java.weak-cipher and java.ecb-mode through configuration: `MessageDigest.getInstance(alg)` where `alg` is read from a
 * properties file of the project (`props.getProperty("hashAlg", "SHA-256")` with `hashAlg=MD5` in
 * `src/main/resources/app.properties`). The pattern rule java.weak-hash sees literals, constants and
 * the default of `getProperty`; this analyzer reads the value the project actually configures.
 *
 * The project is the nearest folder above the file holding a build file (pom.xml, build.gradle,
 * build.xml) or `.git`; its `.properties` files are read once per project (bounded walk).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { SgNode } from '@ast-grep/napi';
import type { AnalyzerPlugin, SourceFile } from '../core/analyze.js';
import type { RawMatch } from '../core/finding.js';

/** The algorithm checks: the factory class, the weak values and what to tell. */
const CHECKS: {
  ruleId: string;
  factory: RegExp;
  weak: RegExp;
  what: string;
  advice: string;
  /** A property set nowhere and read without a default counts as weak. */
  unknownIsWeak?: boolean;
}[] = [
  {
    ruleId: 'java.weak-hash',
    unknownIsWeak: true,
    factory: /(?:^|\.)MessageDigest$/,
    weak: /^(?:md5|md2|md4|sha1|sha-1|sha)$/i,
    what: 'hash algorithm',
    advice: 'MD5 and SHA-1 collide: use SHA-256 or stronger (a password hash for passwords).',
  },
  {
    ruleId: 'java.weak-cipher',
    factory: /(?:^|\.)(?:Cipher|KeyGenerator|SecretKeyFactory)$/,
    weak: /^(?:des|desede|tripledes|3des|rc4|arcfour|arc4|rc2|blowfish|pbewith[a-z0-9_]*(?:des|rc2|rc4)[a-z0-9_]*)(?:\/.*)?$/i,
    what: 'cipher',
    advice: 'DES, 3DES, RC2, RC4 and Blowfish are broken or too small: use AES-GCM.',
  },
  {
    ruleId: 'java.ecb-mode',
    factory: /(?:^|\.)Cipher$/,
    weak: /^(?:aes|des|desede|tripledes|blowfish|rc2|aes_(?:128|192|256))(?:\/ecb(?:\/.*)?)?$/i,
    what: 'cipher transformation',
    advice:
      'ECB (the default mode of a bare algorithm name) encrypts equal blocks alike: use AES/GCM/NoPadding.',
  },
];
const MARKERS = ['pom.xml', 'build.gradle', 'build.gradle.kts', 'build.xml', '.git'];
const SKIP = new Set([
  'node_modules',
  '.git',
  'target',
  'build',
  'out',
  'dist',
  '.gradle',
  '.idea',
]);
const MAX_FILES = 200;
const MAX_SIZE = 256 * 1024;
const MAX_DEPTH = 8;
const MAX_DIRS = 2000;

interface PropValue {
  value: string;
  file: string;
}

/**
 * The project folder of a file: the nearest parent with a build file or `.git` (at most 12 levels
 * up), never above the scanned tree (`top`): nothing outside what was given to the scan is read.
 */
function projectRoot(dir: string, top: string): string {
  let d = dir;
  for (let i = 0; i < 12; i++) {
    if (MARKERS.some((m) => existsSync(path.join(d, m)))) return d;
    const up = path.dirname(d);
    if (up === d || d === top || !up.startsWith(top))
      return top.length && dir.startsWith(top) ? top : dir;
    d = up;
  }
  return dir;
}

/** The scanned tree of a file: its absolute path less the path relative to the scan's root. */
function scanTop(file: { path: string; absPath: string }): string {
  const rel = file.path.split('/').join(path.sep);
  return file.absPath.endsWith(path.sep + rel)
    ? file.absPath.slice(0, -rel.length - 1)
    : path.dirname(file.absPath);
}

/**
 * What the analyzer's results depend on besides the Java file itself: the path, size and time of
 * every properties file of the tree (bounded as the walk is). The incremental cache keys on it, so
 * a changed properties file re-analyses the files reading it.
 */
export function propertiesFingerprint(root: string): string {
  const parts: string[] = [];
  let dirs = 0;
  const walk = (dir: string, depth: number): void => {
    if (depth > MAX_DEPTH + 12 || parts.length >= MAX_FILES * 4 || ++dirs > MAX_DIRS * 4) return;
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP.has(e.name)) walk(p, depth + 1);
      } else if (e.isFile() && e.name.endsWith('.properties')) {
        try {
          const st = statSync(p);
          parts.push(`${path.relative(root, p)}\u0000${st.size}\u0000${st.mtimeMs}`);
        } catch {
          /* unreadable: skipped */
        }
      }
    }
  };
  walk(root, 0);
  return parts.sort().join('\n');
}

/** `key=value` / `key: value` lines of a properties file (no continuation lines: algorithm names are short). */
function parseProperties(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#') || line.startsWith('!')) continue;
    const m = /^([^=:\s]+)\s*[=:\s]\s*(.*)$/.exec(line);
    if (m) out.set(m[1], m[2].trim());
  }
  return out;
}

/**
 * Every key of the project's properties files, with each value and the file defining it. Read once
 * per project folder and scan: each scan builds its own analyzer (and so its own `memo`), so a
 * long-lived process still sees edited files at its next scan.
 */
function projectProperties(
  root: string,
  memo: Map<string, Map<string, PropValue[]>>,
): Map<string, PropValue[]> {
  const hit = memo.get(root);
  if (hit) return hit;
  const props = new Map<string, PropValue[]>();
  let files = 0;
  let dirs = 0;
  const walk = (dir: string, depth: number): void => {
    if (depth > MAX_DEPTH || files >= MAX_FILES || ++dirs > MAX_DIRS) return;
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (files >= MAX_FILES) return;
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!SKIP.has(e.name)) walk(p, depth + 1);
      } else if (e.isFile() && e.name.endsWith('.properties')) {
        try {
          if (statSync(p).size > MAX_SIZE) continue;
          files++;
          for (const [k, v] of parseProperties(readFileSync(p, 'utf8'))) {
            const list = props.get(k) ?? [];
            list.push({ value: v, file: path.relative(root, p) });
            props.set(k, list);
          }
        } catch {
          /* unreadable: skipped */
        }
      }
    }
  };
  walk(root, 0);
  memo.set(root, props);
  return props;
}

/** The key and default of `x.getProperty("key"[, "default"])`, when the node is such a call. */
function propertyKey(
  n: SgNode | null | undefined,
  at?: SgNode,
): { key: string; def?: string } | undefined {
  if (!n || n.kind() !== 'method_invocation' || n.field('name')?.text() !== 'getProperty')
    return undefined;
  const [first, second] = n.field('arguments')?.namedChildren() ?? [];
  // the key and the default written out, or named by constants (`getProperty(HASH_KEY, DEFAULT_HASH)`)
  const key = first ? constString(first, at ?? n) : undefined;
  if (key === undefined) return undefined;
  const def = second ? constString(second, at ?? n) : undefined;
  return { key, def };
}

/** The text of a string literal, or of a variable or constant holding one (through copies). */
function constString(n: SgNode, at: SgNode, depth = 0): string | undefined {
  if (n.kind() === 'string_literal') return n.text().slice(1, -1);
  if (n.kind() !== 'identifier' || depth > 4) return undefined;
  const v = valueOf(at, n.text());
  return v ? constString(v, v, depth + 1) : undefined;
}

/**
 * What the local variable or field `name` holds at `at`: the last assignment before it in the
 * method (`alg = props.getProperty(...)`), else its initialiser.
 */
function valueOf(at: SgNode, name: string): SgNode | undefined {
  for (let scope = at.parent(); scope; scope = scope.parent()) {
    const k = scope.kind();
    if (k !== 'method_declaration' && k !== 'constructor_declaration') continue;
    let last: SgNode | undefined;
    for (const a of scope.findAll({
      rule: {
        kind: 'assignment_expression',
        has: { field: 'left', kind: 'identifier', regex: `^${name}$` },
      },
    })) {
      const r = a.field('right');
      if (r && a.range().end.index < at.range().start.index) last = r;
    }
    if (last) return last;
    break;
  }
  return declaredValue(at, name);
}

/**
 * The initialiser of the local variable or field `name` visible from `at` (the nearest
 * declaration); none for a parameter of the method, whose value the caller chooses.
 */
function declaredValue(at: SgNode, name: string): SgNode | undefined {
  for (let scope = at.parent(); scope; scope = scope.parent()) {
    const k = scope.kind();
    if (k !== 'method_declaration' && k !== 'constructor_declaration' && k !== 'class_body')
      continue;
    if (k !== 'class_body') {
      // a local given another value in the method (`alg = "AES/GCM/NoPadding"`) is not known to
      // hold the property's value
      if (
        scope.find({
          rule: { kind: 'assignment_expression', has: { field: 'left', regex: `^${name}$` } },
        })
      )
        return undefined;
      for (const d of scope.findAll({
        rule: { kind: 'variable_declarator', has: { field: 'name', regex: `^${name}$` } },
      })) {
        const v = d.field('value');
        if (v && d.range().start.index < at.range().start.index) return v;
      }
      const params = scope.field('parameters')?.namedChildren() ?? [];
      if (params.some((p) => p.field('name')?.text() === name)) return undefined;
      continue;
    }
    // the fields of the class (not the locals of its other methods)
    for (const f of scope.children()) {
      if (f.kind() !== 'field_declaration') continue;
      for (const d of f.children()) {
        if (d.kind() === 'variable_declarator' && d.field('name')?.text() === name)
          return d.field('value') ?? undefined;
      }
    }
  }
  return undefined;
}

/** The expression a method of the class returns, when its body is one `return` (`return props.getProperty(...)`). */
function returnedBy(at: SgNode, call: SgNode): SgNode | undefined {
  const obj = call.field('object');
  if ((obj && obj.text() !== 'this') || call.field('arguments')?.namedChildren().length) return;
  const name = call.field('name')?.text();
  for (let scope = at.parent(); scope; scope = scope.parent()) {
    if (scope.kind() !== 'class_body') continue;
    for (const m of scope.children()) {
      if (m.kind() !== 'method_declaration' || m.field('name')?.text() !== name) continue;
      const stmts = (m.field('body')?.namedChildren() ?? []).filter(
        (x) => !/comment/.test(String(x.kind())),
      );
      if (stmts.length === 1 && stmts[0].kind() === 'return_statement')
        return stmts[0].namedChildren()[0];
    }
    return undefined;
  }
  return undefined;
}

/**
 * The property read by the algorithm argument: `getProperty(...)` itself, through local variables
 * and fields (also assigned after their declaration), or through a method of the class returning it.
 */
function argProperty(
  arg: SgNode,
  call: SgNode,
  depth = 0,
): { key: string; def?: string } | undefined {
  if (depth > 4) return undefined;
  const direct = propertyKey(arg, call);
  if (direct) return direct;
  if (arg.kind() === 'identifier') {
    const v = valueOf(call, arg.text());
    return v ? argProperty(v, v, depth + 1) : undefined;
  }
  if (arg.kind() === 'method_invocation') {
    const r = returnedBy(call, arg);
    return r ? argProperty(r, r, depth + 1) : undefined;
  }
  return undefined;
}

/** A match of the rule on the digest call. */
function matchAt(call: SgNode, ruleId: string, message: string): RawMatch {
  const r = call.range();
  return {
    ruleId,
    startLine: r.start.line + 1,
    startColumn: r.start.column + 1,
    endLine: r.end.line + 1,
    endColumn: r.end.column + 1,
    code: call.text(),
    message,
  };
}

export function findConfiguredWeakHash(
  root: SgNode,
  absPath: string,
  top = '',
  memo: Map<string, Map<string, PropValue[]>> = new Map(),
): RawMatch[] {
  const out: RawMatch[] = [];
  let props: Map<string, PropValue[]> | undefined;
  for (const call of root.findAll({
    rule: { kind: 'method_invocation', has: { field: 'name', regex: '^getInstance$' } },
  })) {
    const factory = call.field('object')?.text() ?? '';
    const checks = CHECKS.filter((c) => c.factory.test(factory));
    if (!checks.length) continue;
    const arg = call.field('arguments')?.namedChildren()[0];
    if (!arg) continue;
    const prop = argProperty(arg, call);
    if (!prop) {
      // an algorithm named through copies of a constant (`String alg = WEAK; String a = alg;`),
      // which the pattern rule, reading one declaration, does not follow
      const named = arg.kind() === 'identifier' ? constString(arg, call) : undefined;
      for (const check of checks) {
        if (named === undefined || !check.weak.test(named)) continue;
        out.push(
          matchAt(
            call,
            check.ruleId,
            `The ${check.what} is ${named}, held in '${arg.text()}'. ${check.advice}`,
          ),
        );
      }
      continue;
    }
    const { key, def } = prop;
    props ??= projectProperties(projectRoot(path.dirname(absPath), top), memo);
    // the value the project configures wins over the default written in the code
    const set = props.get(key);
    for (const check of checks) {
      // a digest named by a property that no file of the project sets and the code gives no
      // default for is chosen at deployment: reported as not known to be strong
      const weak = set
        ? set.find((p) => check.weak.test(p.value))
        : def !== undefined
          ? check.weak.test(def)
            ? { value: def, file: '' }
            : undefined
          : check.unknownIsWeak
            ? { value: '', file: '' }
            : undefined;
      if (!weak) continue;
      out.push(
        matchAt(
          call,
          check.ruleId,
          weak.file
            ? `The ${check.what} is read from the property '${key}', set to ${weak.value} in ${weak.file}. ${check.advice}`
            : weak.value
              ? `The ${check.what} is read from the property '${key}', which no properties file of the project sets: its default ${weak.value} is used. ${check.advice}`
              : `The ${check.what} is read from the property '${key}', which no properties file of the project sets and which has no default: whoever deploys the application chooses it, MD5 included. ${check.advice}`,
        ),
      );
    }
  }
  return out;
}

export function createConfigHashAnalyzer(): AnalyzerPlugin {
  const memo = new Map<string, Map<string, PropValue[]>>();
  return {
    name: 'java.weak-hash-config',
    languages: ['java'],
    analyze: (file: SourceFile) =>
      file.root && file.source.includes('getInstance')
        ? findConfiguredWeakHash(file.root, file.absPath, scanTop(file), memo)
        : [],
  };
}
