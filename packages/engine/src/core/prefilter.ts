/**
 * Cheap text prefilter for ast-grep rules: the words a rule's patterns require to be present in
 * the source. A rule whose required words are all absent from a file cannot match it, so its
 * native tree search is skipped. This is what keeps many rules per language affordable.
 */

type RuleObj = Record<string, unknown>;

/** Words of a pattern that must appear literally in any matched code (metavariables excluded). */
function patternWords(pattern: string): string[] {
  const words: string[] = [];
  const re = /(\$\$?\$?[A-Z_][A-Z0-9_]*)|([A-Za-z_][A-Za-z0-9_]*)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(pattern))) if (m[2] && m[2].length >= 3) words.push(m[2]);
  return words;
}

/** A word a file must contain; `ci` words are compared with the lower-cased source. */
export interface Word {
  w: string;
  ci: boolean;
}

const WORD_BRANCH = /^[A-Za-z0-9_]+$/;

/**
 * Words every match of a regular expression contains (alternatives: at least one of them), or
 * null when none is certain. Uses the longest literal run at the top level (outside groups and
 * classes, not under a quantifier), else a top-level group that is a plain alternation of words
 * (`(rejectUnauthorized|strictSSL)`). A top-level alternation gives the words of its branches when
 * every branch has some (`password|passwd|\bpwd\b`). `(?i)` words are lower-cased.
 */
export function regexWords(re: string): Word[] | null {
  const flags = /^\(\?([a-z]+)\)/.exec(re);
  // An inline (?i) anywhere: compare everything lower-cased (always a superset, so still sound).
  const ci = (!!flags && flags[1].includes('i')) || /\(\?[a-z]*i[a-z]*\)/.test(re);
  const body = flags ? re.slice(flags[0].length) : re;
  const runs: string[] = [];
  const groups: Word[][] = [];
  let depth = 0;
  let inClass = false;
  let run = '';
  let groupStart = -1;
  const end = (quantified: boolean) => {
    if (!quantified && run.length >= 3) runs.push(run);
    else if (quantified && run.length > 3) runs.push(run.slice(0, -1));
    run = '';
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      // Escapes (\. \w \b ...) end the run.
      end(false);
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      continue;
    }
    if (c === '[') {
      end(false);
      inClass = true;
      continue;
    }
    if (c === '(') {
      end(false);
      if (depth === 0) groupStart = i + 1;
      depth++;
      continue;
    }
    if (c === ')') {
      depth--;
      if (depth === 0 && groupStart >= 0) {
        const next = body[i + 1] ?? '';
        const quantified =
          next === '?' || next === '*' || (next === '{' && /^\{0/.test(body.slice(i + 1)));
        let inner = body.slice(groupStart, i);
        groupStart = -1;
        // Lookarounds and flag groups constrain nothing we can use.
        if (inner.startsWith('?') && !inner.startsWith('?:')) continue;
        inner = inner.replace(/^\?:/, '');
        if (quantified) continue;
        const alts: Word[] = [];
        let ok = true;
        for (const b of splitTopLevel(inner)) {
          const w = WORD_BRANCH.test(b)
            ? b.length >= 3
              ? [{ w: b, ci: false }]
              : null
            : regexWords(b);
          if (!w) {
            ok = false;
            break;
          }
          alts.push(...w);
        }
        if (ok && alts.length) groups.push(alts);
      }
      continue;
    }
    if (depth > 0) continue;
    if (c === '|') return alternationWords(body, ci);
    if (/[A-Za-z0-9_]/.test(c)) {
      run += c;
      continue;
    }
    const quantified = c === '?' || c === '*' || (c === '{' && /^\{0/.test(body.slice(i)));
    end(quantified);
  }
  end(false);
  const mk = (w: string): Word => ({ w: ci ? w.toLowerCase() : w, ci });
  const b = best(runs);
  if (b) return [mk(b)];
  if (!groups.length) return null;
  groups.sort((x, y) => x.length - y.length);
  return groups[0].map((w) => mk(w.w));
}

/**
 * The words of a top-level alternation: each branch's (a match of the whole matches one branch,
 * so it contains one of that branch's words), or null when a branch has none.
 */
function alternationWords(body: string, ci: boolean): Word[] | null {
  const out: Word[] = [];
  for (const b of splitTopLevel(body)) {
    const w = regexWords(ci ? '(?i)' + b : b);
    if (!w) return null;
    out.push(...w);
  }
  return out.length ? out : null;
}

/** Splits a regex on its top-level `|` (not inside groups or classes). */
function splitTopLevel(re: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let cur = '';
  for (let i = 0; i < re.length; i++) {
    const c = re[i];
    if (c === '\\') {
      cur += c + (re[i + 1] ?? '');
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
    } else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) {
      out.push(cur);
      cur = '';
      continue;
    }
    cur += c;
  }
  out.push(cur);
  return out;
}

/** The single literal word of a regex, for tests and simple uses. */
export function regexWord(re: string): string | null {
  const w = regexWords(re);
  return w && w.length === 1 && !w[0].ci ? w[0].w : null;
}

function best(words: string[]): string | null {
  let w: string | null = null;
  for (const x of words) if (!w || x.length > w.length) w = x;
  return w;
}

/**
 * Alternatives: the file must contain at least one of the returned words, or null when the rule
 * gives no such guarantee (kind-only, regex, negations...).
 */
export function requiredWords(
  rule: unknown,
  utils: Record<string, unknown> = {},
  depth = 0,
): Word[] | null {
  if (depth > 20 || typeof rule !== 'object' || rule === null) return null;
  const r = rule as RuleObj;
  // Conjunction: every present key must hold, so any one key's requirement is enough.
  const conj: (Word[] | null)[] = [];
  if (typeof r.pattern === 'string') {
    const w = best(patternWords(r.pattern));
    conj.push(w ? [{ w, ci: false }] : null);
  }
  if (typeof r.regex === 'string') {
    const w = regexWords(r.regex);
    if (w) conj.push(w);
  }
  for (const k of ['has', 'inside', 'follows', 'precedes'])
    if (r[k]) conj.push(requiredWords(r[k], utils, depth + 1));
  if (Array.isArray(r.all))
    for (const sub of r.all) conj.push(requiredWords(sub, utils, depth + 1));
  if (Array.isArray(r.any)) {
    const alts: Word[] = [];
    let ok = r.any.length > 0;
    for (const sub of r.any) {
      const w = requiredWords(sub, utils, depth + 1);
      if (!w) {
        ok = false;
        break;
      }
      alts.push(...w);
    }
    conj.push(ok ? alts : null);
  }
  if (typeof r.matches === 'string' && utils[r.matches])
    conj.push(requiredWords(utils[r.matches], utils, depth + 1));
  // Pick the most selective known requirement: fewest alternatives, then longest shortest word.
  let pick: Word[] | null = null;
  for (const c of conj) {
    if (!c || c.length === 0) continue;
    if (!pick || c.length < pick.length || (c.length === pick.length && minLen(c) > minLen(pick)))
      pick = c;
  }
  if (!pick) return null;
  const seen = new Set<string>();
  return pick.filter((w) => {
    const k = `${w.ci}:${w.w}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function minLen(ws: Word[]): number {
  return Math.min(...ws.map((w) => w.w.length));
}

/** True when the source may match: it contains one of the words (or there are none to check). */
export function mayMatch(words: Word[] | null, source: string, lower: () => string): boolean {
  if (!words) return true;
  for (const w of words) if ((w.ci ? lower() : source).includes(w.w)) return true;
  return false;
}

/**
 * A text test a file must pass for a rule to have any chance of matching it. Compiling an ast-grep
 * rule costs up to milliseconds per call (its regexes are compiled each time), which dominates on
 * small files; these JavaScript checks are compiled once per rule and cost microseconds.
 */
export type TextCheck = (source: string, lower: () => string) => boolean;

type Pred =
  | { t: 'word'; w: Word }
  | { t: 're'; re: RegExp }
  | { t: 'and'; ps: Pred[] }
  | { t: 'or'; ps: Pred[] };

/**
 * Turns a Rust regex (ast-grep `regex:` on a node's text) into a JavaScript regex that matches
 * somewhere in the file whenever the original matches a node's text: anchors and word
 * boundaries are dropped, inline flags become global flags. Null when that cannot be done safely
 * (lookarounds, verbose mode, syntax JavaScript lacks).
 */
export function sourceRegex(re: string): RegExp | null {
  if (/\(\?[=!<]/.test(re.replace(/\(\?P?<[A-Za-z_]\w*>/g, ''))) return null;
  let flags = '';
  let body = re.replace(/\(\?P</g, '(?<');
  let bad = false;
  body = body.replace(/\(\?([a-zA-Z]+)\)/g, (_m, f: string) => {
    if (f.includes('x') || f.includes('U')) bad = true;
    if (f.includes('i') && !flags.includes('i')) flags += 'i';
    if (f.includes('s') && !flags.includes('s')) flags += 's';
    return '';
  });
  if (bad || /\(\?[a-zA-Z]+:/.test(body)) return null;
  // Drop unescaped anchors and word boundaries outside character classes.
  let out = '';
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      const n = body[i + 1] ?? '';
      if (!inClass && (n === 'b' || n === 'B' || n === 'A' || n === 'z' || n === 'Z')) {
        i++;
        continue;
      }
      out += c + n;
      i++;
      continue;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      out += c;
      continue;
    }
    if (c === '[') {
      if (body.startsWith('[[:', i)) return null;
      inClass = true;
      out += c;
      continue;
    }
    if (c === '^' || c === '$') continue;
    out += c;
  }
  for (const f of [flags, flags + 'u']) {
    try {
      return new RegExp(out, f);
    } catch {}
  }
  return null;
}

/**
 * For a pattern without words (`$C[$K] = $V`): the punctuation between its metavariables, each
 * run of two or more tokens as a regex allowing whitespace between them (`\]\s*=`).
 */
function punctuationRegexes(pattern: string): RegExp[] {
  const out: RegExp[] = [];
  for (const frag of pattern.split(/\$\$?\$?[A-Z_][A-Z0-9_]*|\$\$\$/)) {
    const tokens = frag.trim().split(/\s+/).join('').split('');
    if (tokens.length < 2 || tokens.some((t) => /[\w'"`]/.test(t))) continue;
    out.push(new RegExp(tokens.map((t) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('\\s*')));
  }
  return out;
}

function compilePred(
  rule: unknown,
  utils: Record<string, unknown>,
  depth: number,
  regexes = true,
): Pred | null {
  if (depth > 20 || typeof rule !== 'object' || rule === null) return null;
  const r = rule as RuleObj;
  const and: Pred[] = [];
  if (typeof r.pattern === 'string') {
    const w = best(patternWords(r.pattern));
    if (w) and.push({ t: 'word', w: registerWord({ w, ci: false }) });
    else for (const re of punctuationRegexes(r.pattern)) and.push({ t: 're', re });
  }
  if (typeof r.regex === 'string') {
    const words = regexWords(r.regex);
    if (words) {
      for (const w of words) registerWord(w);
      and.push(
        words.length === 1
          ? { t: 'word', w: words[0] }
          : { t: 'or', ps: words.map((w) => ({ t: 'word', w }) as Pred) },
      );
    }
    const re = regexes ? sourceRegex(r.regex) : null;
    if (re) and.push({ t: 're', re });
  }
  for (const k of ['has', 'inside', 'follows', 'precedes']) {
    const p = r[k] ? compilePred(r[k], utils, depth + 1, regexes) : null;
    if (p) and.push(p);
  }
  if (Array.isArray(r.all))
    for (const sub of r.all) {
      const p = compilePred(sub, utils, depth + 1, regexes);
      if (p) and.push(p);
    }
  if (Array.isArray(r.any) && r.any.length) {
    const ps: Pred[] = [];
    let ok = true;
    for (const sub of r.any) {
      const p = compilePred(sub, utils, depth + 1, regexes);
      if (!p) {
        ok = false;
        break;
      }
      ps.push(p);
    }
    if (ok) and.push(ps.length === 1 ? ps[0] : { t: 'or', ps });
  }
  if (typeof r.matches === 'string' && utils[r.matches]) {
    const p = compilePred(utils[r.matches], utils, depth + 1, regexes);
    if (p) and.push(p);
  }
  if (!and.length) return null;
  // Cheap word tests first, regexes after.
  const cost = (p: Pred): number => (p.t === 'word' ? 0 : p.t === 're' ? 2 : 1);
  and.sort((a, b) => cost(a) - cost(b));
  return and.length === 1 ? and[0] : { t: 'and', ps: and };
}

/**
 * The words of all compiled text checks, one set per case mode (`ci` words are looked for in the
 * lower-cased text): a file's text is scanned once for all of them (`WordScan`) instead of once per
 * word asked about (a file's gates ask for a few hundred). Words with other than printable ASCII
 * characters (or none) are searched for one by one.
 */
const registered = [new Map<string, number>(), new Map<string, number>()];
const scans: (WordScan | null)[] = [null, null];

function registerWord(w: Word): Word {
  const m = registered[w.ci ? 1 : 0];
  if (!m.has(w.w) && /^[ -~]+$/.test(w.w)) m.set(w.w, m.size);
  return w;
}

/**
 * An Aho-Corasick automaton over the registered words of one case mode, as a table of ASCII
 * transitions (a character above 0x7f is in no word: back to the root). `scan` says which words
 * occur in a text, as `String.includes` would for each.
 */
class WordScan {
  readonly size: number;
  private readonly next: Int32Array;
  /** Per state, the words ending there (its own and its suffix states'). */
  private readonly out: number[][];

  constructor(words: Map<string, number>) {
    this.size = words.size;
    const goto: Map<number, number>[] = [new Map()];
    const own: number[][] = [[]];
    for (const [w, id] of words) {
      let st = 0;
      for (let i = 0; i < w.length; i++) {
        const c = w.charCodeAt(i);
        let nx = goto[st].get(c);
        if (nx === undefined) {
          nx = goto.length;
          goto.push(new Map());
          own.push([]);
          goto[st].set(c, nx);
        }
        st = nx;
      }
      own[st].push(id);
    }
    const n = goto.length;
    const next = new Int32Array(n * 128);
    const fail = new Int32Array(n);
    const out: number[][] = own.map((o) => o.slice());
    // breadth first: a state's failure state is shallower, so its table row is complete; a row
    // is its failure state's with the state's own transitions put over it
    const queue: number[] = [];
    for (const [c, s] of goto[0]) {
      next[c] = s;
      queue.push(s);
    }
    for (let q = 0; q < queue.length; q++) {
      const st = queue[q];
      const f = fail[st];
      if (out[f].length) out[st].push(...out[f]);
      next.copyWithin(st * 128, f * 128, f * 128 + 128);
      for (const [c, s] of goto[st]) {
        fail[s] = next[f * 128 + c];
        next[st * 128 + c] = s;
        queue.push(s);
      }
    }
    this.next = next;
    this.out = out;
  }

  /** The ids of the words occurring in `text`. */
  scan(text: string): Uint8Array {
    const found = new Uint8Array(this.size);
    const seen = new Uint8Array(this.out.length);
    const next = this.next;
    const out = this.out;
    let st = 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      st = c < 128 ? next[st * 128 + c] : 0;
      if (out[st].length && !seen[st]) {
        seen[st] = 1;
        for (const id of out[st]) found[id] = 1;
      }
    }
    return found;
  }
}

/**
 * Whether a word is in the text, remembered for the text last asked about: the rules of a file ask
 * for the same words (`password`, `request`) many times, and each gate twice (words, then all).
 */
let memoText: string | undefined;
const memoWords = new Map<string, boolean>();
const memoFound: (Uint8Array | null)[] = [null, null];
/** Texts asked about so far: the automaton (some 30 ms to build) is built from the 17th on. */
let texts = 0;

function hasWord(w: Word, src: string, lower: () => string): boolean {
  if (src !== memoText) {
    memoText = src;
    memoWords.clear();
    memoFound[0] = memoFound[1] = null;
    texts++;
  }
  const mode = w.ci ? 1 : 0;
  const id = texts > 16 ? registered[mode].get(w.w) : undefined;
  if (id !== undefined) {
    let found = memoFound[mode];
    // (a gate compiled since the scan has added words: scan again with all of them)
    if (!found || found.length !== registered[mode].size) {
      let sc = scans[mode];
      if (!sc || sc.size !== registered[mode].size)
        sc = scans[mode] = new WordScan(registered[mode]);
      found = memoFound[mode] = sc.scan(w.ci ? lower() : src);
    }
    return found[id] === 1;
  }
  const key = (w.ci ? 'i' : 'c') + w.w;
  let hit = memoWords.get(key);
  if (hit === undefined) memoWords.set(key, (hit = (w.ci ? lower() : src).includes(w.w)));
  return hit;
}

function evalPred(p: Pred, src: string, lower: () => string): boolean {
  switch (p.t) {
    case 'word':
      return hasWord(p.w, src, lower);
    case 're':
      return p.re.test(src);
    case 'and':
      return p.ps.every((q) => evalPred(q, src, lower));
    case 'or':
      return p.ps.some((q) => evalPred(q, src, lower));
  }
}

/**
 * The text check of an ast-grep rule, or null when any file may match. `regexes: false` leaves
 * out the rule's regexes run over the whole text (its words stay): a cheaper first test.
 */
export function compileTextCheck(
  rule: unknown,
  utils: Record<string, unknown> = {},
  opts: { regexes?: boolean } = {},
): TextCheck | null {
  const p = compilePred(rule, utils, 0, opts.regexes ?? true);
  return p ? (src, lower) => evalPred(p, src, lower) : null;
}
