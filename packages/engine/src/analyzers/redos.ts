/**
 * js.redos: an analysis of the regular expressions themselves. A backtracking engine (V8's
 * Irregexp) tries every way a pattern can match before it fails; when one string can be matched
 * in many ways the time explodes:
 *
 * - exponential: a loop whose body can match the same text in two ways (`(a+)+`, `(\w+\s?)*`,
 *   `(a|a)*`, `(.|\s)*`), followed by something that can fail;
 * - polynomial: two adjacent unbounded terms that can match the same characters (`\s*\s*$`,
 *   `.*.*=`, `\d+\.?\d+x`), or an unanchored pattern that starts with an unbounded term (`\s+$`):
 *   every start position rescans the run.
 *
 * Exponential patterns are reported where they are written (any input of a few dozen characters
 * hangs the process). Polynomial ones need long input, so the taint analysis reports them only
 * when the regex is applied to untrusted data (the `redos` condition of the JavaScript taint
 * specification), at the regex's line with the application in the trace.
 */
import type { SgNode } from '@ast-grep/napi';
import type { AnalyzerPlugin, SourceFile } from '../core/analyze.js';
import type { RawMatch } from '../core/finding.js';

const RULE_ID = 'js.redos';

// ------------------------------------------------------------------ character sets

/**
 * A set of characters: one bit per ASCII code, one bit for each non-ASCII character `\s` matches
 * (U+00A0, U+2028, U+FEFF...: `\u00a0|\uFEFF` are two characters, not one), and a last bit for
 * every other character.
 */
type CharSet = bigint;
const UNICODE_SPACES = [
  0x00a0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009,
  0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
];
const NU = BigInt(UNICODE_SPACES.length);
const OTHER_SPACE = ((1n << NU) - 1n) << 128n;
const OTHER_CHAR = 1n << (128n + NU);
const OTHER = OTHER_SPACE | OTHER_CHAR;
const ALL: CharSet = (1n << (129n + NU)) - 1n;
const NONE: CharSet = 0n;
const bit = (c: number): CharSet => {
  if (c < 128) return 1n << BigInt(c);
  const k = UNICODE_SPACES.indexOf(c);
  if (k >= 0) return 1n << BigInt(128 + k);
  return /\s/.test(String.fromCodePoint(c)) ? OTHER_SPACE : OTHER_CHAR;
};
function range(a: number, b: number): CharSet {
  let s = NONE;
  for (let c = a; c <= Math.min(b, 127); c++) s |= 1n << BigInt(c);
  if (b >= 128) s |= OTHER;
  return s;
}
const DIGIT = range(48, 57);
const WORD = DIGIT | range(65, 90) | range(97, 122) | bit(95);
// \s also holds non-ASCII spaces (U+00A0, U+2028...)
const SPACE = bit(32) | range(9, 13) | OTHER_SPACE;
const NEWLINE = bit(10) | bit(13);

function fold(s: CharSet): CharSet {
  const up = (s >> 97n) & ((1n << 26n) - 1n);
  const low = (s >> 65n) & ((1n << 26n) - 1n);
  return s | (up << 65n) | (low << 97n);
}

// ------------------------------------------------------------------ syntax tree

export type Node =
  | { t: 'char'; set: CharSet }
  | { t: 'seq'; items: Node[] }
  | { t: 'alt'; alts: Node[] }
  | { t: 'rep'; body: Node; min: number; max: number }
  /** Zero-width: anchors, word boundaries, lookarounds, back references (treated as empty). */
  | { t: 'assert'; what: string };

class Parser {
  private i = 0;
  constructor(
    private readonly s: string,
    private readonly flags: string,
  ) {}

  parse(): Node {
    const n = this.alt();
    if (this.i < this.s.length) throw new Error('unbalanced )');
    return n;
  }

  private alt(): Node {
    const alts = [this.seq()];
    while (this.s[this.i] === '|') {
      this.i++;
      alts.push(this.seq());
    }
    return alts.length === 1 ? alts[0] : { t: 'alt', alts };
  }

  private seq(): Node {
    const items: Node[] = [];
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      let atom = this.atom();
      for (;;) {
        const q = this.quant();
        if (!q) break;
        atom = { t: 'rep', body: atom, min: q[0], max: q[1] };
      }
      items.push(atom);
    }
    return items.length === 1 ? items[0] : { t: 'seq', items };
  }

  private quant(): [number, number] | null {
    const c = this.s[this.i];
    let q: [number, number] | null = null;
    if (c === '*') q = [0, Infinity];
    else if (c === '+') q = [1, Infinity];
    else if (c === '?') q = [0, 1];
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.s.slice(this.i));
      if (!m) return null;
      this.i += m[0].length - 1;
      q = [Number(m[1]), m[2] ? (m[3] ? Number(m[3]) : Infinity) : Number(m[1])];
    }
    if (!q) return null;
    this.i++;
    if (this.s[this.i] === '?') this.i++; // lazy: the same ways, tried in another order
    return q;
  }

  private set(s: CharSet): Node {
    return { t: 'char', set: this.flags.includes('i') ? fold(s) : s };
  }

  private atom(): Node {
    const c = this.s[this.i++];
    switch (c) {
      case '(': {
        let look = false;
        if (this.s[this.i] === '?') {
          const m = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.s.slice(this.i));
          if (!m) throw new Error('bad group');
          look = /^\?(?:=|!|<=|<!)$/.test(m[0]);
          this.i += m[0].length;
        }
        const body = this.alt();
        if (this.s[this.i] !== ')') throw new Error('unclosed group');
        this.i++;
        return look ? { t: 'assert', what: 'look' } : body;
      }
      case '[':
        return this.set(this.cls());
      case '.':
        return this.set(this.flags.includes('s') ? ALL : ALL & ~NEWLINE);
      case '^':
      case '$':
        return { t: 'assert', what: c };
      case '\\':
        return this.escape();
      default:
        return this.set(bit(c.charCodeAt(0)));
    }
  }

  /** An escape outside a class. */
  private escape(): Node {
    const c = this.s[this.i];
    if (c === 'b' || c === 'B') {
      this.i++;
      return { t: 'assert', what: '\\' + c };
    }
    if (/[1-9]/.test(c) || (c === 'k' && this.s[this.i + 1] === '<')) {
      // a back reference: its text is fixed by the group; treated as empty
      const m = /^(?:\d+|k<[^>]*>)/.exec(this.s.slice(this.i));
      this.i += m ? m[0].length : 1;
      return { t: 'assert', what: 'backref' };
    }
    return this.set(this.escapeSet());
  }

  /** The characters of an escape (after the backslash), in or out of a class. */
  private escapeSet(): CharSet {
    const c = this.s[this.i++];
    switch (c) {
      case 'd':
        return DIGIT;
      case 'D':
        return ALL & ~DIGIT;
      case 'w':
        return WORD;
      case 'W':
        return ALL & ~WORD;
      case 's':
        return SPACE;
      case 'S':
        return ALL & ~SPACE;
      case 'n':
        return bit(10);
      case 'r':
        return bit(13);
      case 't':
        return bit(9);
      case 'f':
        return bit(12);
      case 'v':
        return bit(11);
      case '0':
        return bit(0);
      case 'x': {
        const m = /^[0-9a-fA-F]{2}/.exec(this.s.slice(this.i));
        if (!m) return bit(120);
        this.i += 2;
        return bit(parseInt(m[0], 16));
      }
      case 'u': {
        const m = /^(?:[0-9a-fA-F]{4}|\{[0-9a-fA-F]+\})/.exec(this.s.slice(this.i));
        if (!m) return bit(117);
        this.i += m[0].length;
        return bit(parseInt(m[0].replace(/[{}]/g, ''), 16));
      }
      case 'c':
        this.i++;
        return range(0, 31);
      case 'p':
      case 'P': {
        const m = /^\{[^}]*\}/.exec(this.s.slice(this.i));
        if (m) this.i += m[0].length;
        return c === 'p' ? range(65, 90) | range(97, 122) | OTHER_CHAR : ALL;
      }
      default:
        return c === undefined ? bit(92) : bit(c.charCodeAt(0));
    }
  }

  private cls(): CharSet {
    let neg = false;
    if (this.s[this.i] === '^') {
      neg = true;
      this.i++;
    }
    let set = NONE;
    let first = true;
    while (this.i < this.s.length && (this.s[this.i] !== ']' || first)) {
      first = false;
      const lo = this.classAtom();
      if (
        this.s[this.i] === '-' &&
        this.s[this.i + 1] !== ']' &&
        this.i + 1 < this.s.length &&
        lo.code >= 0
      ) {
        this.i++;
        const hi = this.classAtom();
        set |= hi.code >= 0 ? range(lo.code, hi.code) : lo.set | hi.set | bit(45);
      } else set |= lo.set;
    }
    this.i++; // ]
    return neg ? ALL & ~set : set;
  }

  private classAtom(): { set: CharSet; code: number } {
    const c = this.s[this.i++];
    if (c !== '\\') return { set: bit(c.charCodeAt(0)), code: c.charCodeAt(0) };
    const e = this.s[this.i];
    if (e === 'b') {
      this.i++;
      return { set: bit(8), code: 8 };
    }
    const set = this.escapeSet();
    // a single character escape can bound a range
    let code = -1;
    for (let k = 0; k < 128; k++) if (set === 1n << BigInt(k)) code = k;
    return { set, code };
  }
}

/** Parses a JavaScript regular expression; null when it does not parse. */
export function parseRegex(pattern: string, flags = ''): Node | null {
  try {
    return new Parser(pattern, flags).parse();
  } catch {
    return null;
  }
}

// ------------------------------------------------------------------ analysis

function nullable(n: Node): boolean {
  switch (n.t) {
    case 'char':
      return false;
    case 'assert':
      return true;
    case 'seq':
      return n.items.every(nullable);
    case 'alt':
      return n.alts.some(nullable);
    case 'rep':
      return n.min === 0 || nullable(n.body);
  }
}

/** Characters the node can consume (anywhere in a match). */
function chars(n: Node): CharSet {
  switch (n.t) {
    case 'char':
      return n.set;
    case 'assert':
      return NONE;
    case 'seq':
      return n.items.reduce((a, x) => a | chars(x), NONE);
    case 'alt':
      return n.alts.reduce((a, x) => a | chars(x), NONE);
    case 'rep':
      return chars(n.body);
  }
}

/** Characters a non-empty match can start with. */
function first(n: Node): CharSet {
  switch (n.t) {
    case 'char':
      return n.set;
    case 'assert':
      return NONE;
    case 'alt':
      return n.alts.reduce((a, x) => a | first(x), NONE);
    case 'rep':
      return first(n.body);
    case 'seq': {
      let s = NONE;
      for (const x of n.items) {
        s |= first(x);
        if (!nullable(x)) break;
      }
      return s;
    }
  }
}

/** A term that can fail where it stands: it must consume something, or it is an assertion. */
function canFail(n: Node): boolean {
  if (n.t === 'assert') return n.what !== 'backref';
  if (n.t === 'seq') return n.items.some(canFail);
  if (n.t === 'alt') return n.alts.every(canFail);
  if (n.t === 'rep') return n.min > 0 && canFail(n.body);
  return true;
}

/** A single-character term repeated without bound (`\s*`, `.+`, `[^"]*`): its character set. */
function unboundedRun(n: Node): CharSet | null {
  if (n.t === 'rep' && n.max === Infinity && n.body.t === 'char') return n.body.set;
  if (
    n.t === 'rep' &&
    n.max === Infinity &&
    n.body.t === 'alt' &&
    n.body.alts.every((a) => a.t === 'char')
  )
    return chars(n.body);
  return null;
}

function items(n: Node): Node[] {
  return n.t === 'seq' ? n.items : [n];
}

/** The loop body can match one text in two ways: the root of exponential backtracking. */
function ambiguousLoopBody(body: Node): string | null {
  const alts = body.t === 'alt' ? body.alts : [body];
  for (const a of alts) {
    const terms = items(a);
    // one unbounded term and everything else optional: (a+)+, (\w+\s?)*, (\d+\.?)+; a character
    // repeated a variable number of times counts too: ([a-z]{2,4})+ splits `aaaaaaaa` in many ways
    for (const t of terms) {
      if (
        t.t !== 'rep' ||
        (t.max === Infinity
          ? nullable(t.body) && t.body.t !== 'char'
          : t.body.t !== 'char' || t.min < 1 || t.max <= t.min)
      )
        continue;
      const rest = terms.filter((x) => x !== t);
      if (rest.every(nullable))
        return 'a quantified group whose body is itself a repeated term (nested quantifiers)';
      // the required rest consumes only characters a repetition of the run can start with: (a+a)+;
      // not delimiters the run cannot start on (`\[(?:\\.|[^\]\\])*\]`: a `]` ends it)
      const req = rest.filter((x) => !nullable(x));
      if (req.every((x) => x.t === 'char' && (x.set & ~first(t.body)) === NONE && x.set !== NONE))
        return 'a quantified group whose body is itself a repeated term (nested quantifiers)';
    }
  }
  if (alts.length > 1) {
    // two alternatives that can match the same text: (a|a)*, (.|\s)*, (\d|\w)+
    for (let i = 0; i < alts.length; i++) {
      for (let j = i + 1; j < alts.length; j++) {
        const a = alts[i];
        const b = alts[j];
        if (nullable(a) || nullable(b)) continue;
        const sa = a.t === 'char' ? a.set : null;
        const sb = b.t === 'char' ? b.set : null;
        if (sa !== null && sb !== null && (sa & sb) !== NONE)
          return 'an alternation under a quantifier whose branches match the same character';
        const ra = unboundedRun(a);
        const rb = unboundedRun(b);
        if (
          (ra !== null || sa !== null) &&
          (rb !== null || sb !== null) &&
          ((ra ?? sa)! & (rb ?? sb)!) !== NONE
        )
          return 'an alternation under a quantifier whose branches overlap';
        if (JSON.stringify(a, big) === JSON.stringify(b, big))
          return 'an alternation under a quantifier with two equal branches';
      }
    }
  }
  return null;
}

function big(_k: string, v: unknown): unknown {
  return typeof v === 'bigint' ? v.toString(36) : v;
}

export interface RegexRisk {
  kind: 'exponential' | 'polynomial';
  why: string;
}

/**
 * Walks the tree with what follows each node (whether the rest of the pattern can fail there:
 * without a failing continuation the engine never backtracks into the ambiguous part).
 */
function walk(n: Node, suffixFails: boolean, anchored: boolean, out: RegexRisk[]): void {
  switch (n.t) {
    case 'char':
    case 'assert':
      return;
    case 'alt':
      for (const a of n.alts) walk(a, suffixFails, anchored, out);
      return;
    case 'rep': {
      if (n.max === Infinity && suffixFails) {
        const why = ambiguousLoopBody(n.body);
        if (why) out.push({ kind: 'exponential', why });
      }
      // inside a loop the next iteration follows: it can fail too
      walk(n.body, suffixFails || (n.max > 1 && canFail(n.body)), true, out);
      return;
    }
    case 'seq': {
      const its = n.items;
      for (let i = 0; i < its.length; i++) {
        const restFails = its.slice(i + 1).some(canFail) || suffixFails;
        walk(
          its[i],
          restFails,
          anchored || its.slice(0, i).some((x) => x.t === 'assert' && x.what === '^'),
          out,
        );
        const a = unboundedRun(its[i]);
        if (a === null || !restFails) continue;
        // two runs over common characters with only optional terms between: \s*\s*$, .*.*=, \d+\.?\d+
        for (let j = i + 1; j < its.length; j++) {
          const b = unboundedRun(its[j]);
          if (b !== null && (a & b) !== NONE && (its.slice(j + 1).some(canFail) || suffixFails)) {
            out.push({
              kind: 'polynomial',
              why: 'two adjacent unbounded terms that match the same characters',
            });
            break;
          }
          if (!nullable(its[j]) && (chars(its[j]) & ~a) !== NONE) break;
        }
      }
      return;
    }
  }
}

/** The backtracking risk of a pattern, the worst first; null when it is linear. */
export function regexRisk(pattern: string, flags = ''): RegexRisk | null {
  const root = parseRegex(pattern, flags);
  if (!root) return null;
  const out: RegexRisk[] = [];
  walk(root, false, flags.includes('y'), out);
  // unanchored and starting with a broad run: every start position rescans it (`/\s+$/`, `/[^,]*x/`)
  if (!flags.includes('y')) {
    for (const a of root.t === 'alt' ? root.alts : [root]) {
      const its = items(a);
      const run = its.length > 1 ? unboundedRun(its[0]) : null;
      if (run === null || popcount(run) < 3) continue;
      const rest = its.slice(1);
      if (rest.some(canFail) && (first({ t: 'seq', items: rest }) & run) === NONE)
        out.push({
          kind: 'polynomial',
          why: 'an unanchored pattern that starts with an unbounded term',
        });
    }
  }
  return out.find((r) => r.kind === 'exponential') ?? out[0] ?? null;
}

function popcount(s: CharSet): number {
  let n = 0;
  for (let x = s; x; x &= x - 1n) n++;
  return n;
}

/** `/body/flags` as written in JavaScript: the body and the flags. */
export function splitLiteral(text: string): { pattern: string; flags: string } | null {
  const m = /^\/([\s\S]*)\/([a-z]*)$/.exec(text);
  return m ? { pattern: m[1], flags: m[2] } : null;
}

/** Regex values a file defines by name: `const RE = /x/`, `const RE = new RegExp('x')`, `RE: /x/`. */
export interface RegexDef {
  pattern: string;
  flags: string;
  line: number;
  col: number;
  code: string;
}

const defCache = new Map<string, Map<string, RegexDef>>();
export function regexDefs(source: string): Map<string, RegexDef> {
  const hit = defCache.get(source);
  if (hit) return hit;
  const out = new Map<string, RegexDef>();
  const re =
    /(?:\b(?:const|let|var)\s+|\bthis\.|^\s*|[{,]\s*)([\w$]+)\s*[:=]\s*(?:(\/(?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[a-z]*)|new\s+RegExp\(\s*(['"])((?:\\.|(?!\3)[^\\\n])*)\3\s*(?:,\s*['"]([a-z]*)['"])?\s*\))/gm;
  for (const m of source.matchAll(re)) {
    let pattern: string;
    let flags: string;
    if (m[2]) {
      const l = splitLiteral(m[2]);
      if (!l) continue;
      ({ pattern, flags } = l);
    } else {
      pattern = unescapeString(m[4]);
      flags = m[5] ?? '';
    }
    const at = (m.index ?? 0) + m[0].indexOf(m[1]);
    const line = source.slice(0, at).split('\n').length;
    const ls = source.lastIndexOf('\n', at) + 1;
    let le = source.indexOf('\n', at);
    if (le < 0) le = source.length;
    // a name defined twice with different patterns is not known
    if (out.has(m[1]) && out.get(m[1])!.pattern !== pattern) {
      out.set(m[1], { pattern: '', flags: '', line: 0, col: 0, code: '' });
      continue;
    }
    out.set(m[1], { pattern, flags, line, col: at - ls, code: source.slice(ls, le).trim() });
  }
  for (const [k, v] of out) if (!v.line) out.delete(k);
  if (defCache.size > 64) defCache.clear();
  defCache.set(source, out);
  return out;
}

function unescapeString(s: string): string {
  return s.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_m, e: string) => {
    if (e[0] === 'u' && e.length > 1)
      return String.fromCodePoint(parseInt(e.slice(1).replace(/[{}]/g, ''), 16));
    if (e[0] === 'x' && e.length === 3) return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', r: '\r', t: '\t' } as Record<string, string>)[e] ?? e;
  });
}

/**
 * Whether a file's text holds a regex that can backtrack badly: regex literals and `RegExp`
 * strings found by text (a cheap approximation of the parse; false positives only cost time).
 */
export function hasRiskyRegex(source: string): boolean {
  if (!/[*+}]/.test(source)) return false;
  const lit =
    /(?:^|[=(,:;!&|?{}[\n]|\breturn)\s*(\/(?![*/])(?:\\.|\[(?:\\.|[^\]\\\n])*\]|[^/\\\n[])+\/[a-z]*)/g;
  for (const m of source.matchAll(lit)) {
    const l = splitLiteral(m[1]);
    if (l && /[*+}]/.test(l.pattern) && regexRisk(l.pattern, l.flags)) return true;
  }
  for (const d of regexDefs(source).values()) if (regexRisk(d.pattern, d.flags)) return true;
  return false;
}

// ------------------------------------------------------------------ the analyzer

function toMatch(n: SgNode, _why: string): RawMatch {
  const r = n.range();
  return {
    ruleId: RULE_ID,
    startLine: r.start.line + 1,
    startColumn: r.start.column + 1,
    endLine: r.end.line + 1,
    endColumn: r.end.column + 1,
    code: n.text(),
    message: undefined,
  };
}

/** Exponential patterns written in a file: regex literals and `RegExp` built from a constant string. */
export function findRedos(root: SgNode): RawMatch[] {
  const out: RawMatch[] = [];
  for (const n of root.findAll({ rule: { kind: 'regex' } } as never)) {
    const pattern = n.field('pattern')?.text() ?? '';
    const flags = n.field('flags')?.text() ?? '';
    const risk = regexRisk(pattern, flags);
    if (risk?.kind === 'exponential') out.push(toMatch(n, risk.why));
  }
  const ctor = {
    rule: { any: [{ pattern: 'new RegExp($S $$$)' }, { pattern: 'RegExp($S $$$)' }] },
  };
  for (const n of root.findAll(ctor as never)) {
    const s = n.getMatch('S');
    if (!s || s.kind() !== 'string') continue;
    const flagsN = n.field('arguments')?.namedChildren()[1];
    const flags = flagsN?.kind() === 'string' ? flagsN.text().slice(1, -1) : '';
    const risk = regexRisk(unescapeString(s.text().slice(1, -1)), flags);
    if (risk?.kind === 'exponential') out.push(toMatch(n, risk.why));
  }
  return out;
}

/** The analyzer plugin for js.redos (JavaScript, TypeScript, TSX). */
export function createRedosAnalyzer(): AnalyzerPlugin {
  return {
    name: RULE_ID,
    languages: ['javascript', 'typescript', 'tsx'],
    analyze: (file: SourceFile) =>
      file.root && /[*+}]/.test(file.source) ? findRedos(file.root) : [],
  };
}
