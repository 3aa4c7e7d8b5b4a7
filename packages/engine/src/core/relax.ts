/**
 * A node-level prefilter for ast-grep rules with regexes.
 *
 * ast-grep's Node API compiles a rule at every `findAll`, and a rule's regular expressions cost
 * most of that: a Unicode-aware `(?i)\w` alone takes milliseconds, more than searching a
 * thousand-line tree. For a rule whose every match has one of a few kinds (`kind: assignment`,
 * or an `any` of such branches), the runner first asks the tree for the nodes of those kinds (a
 * kind-only rule compiles in microseconds) and tests each in JavaScript against a relaxed form of
 * the rule: `kind`, `has` with a `field` (the children in that field), `all`, `any` and
 * `matches` are followed; each `regex` becomes the literal words every match of it contains
 * (`regexWords`, as the file text prefilter does), tested on the node's text. Everything else
 * (`not`, `inside`, `follows`, `precedes`, `pattern`, `nthChild`, `range`, constraints, a regex
 * without certain words) counts as matching. The test is thus a necessary condition: a node the
 * rule matches always passes it. Only when some candidate passes does the rule itself run, on
 * the whole tree as before, so the findings are the rule's own.
 *
 * The same relaxed rule also runs natively (`native`), its words spelled as the file spells them,
 * and there it keeps `pattern`s too, with their metavariables made non-capturing (`$X` to `$_X`,
 * `$$$X` to `$$$`) so that no kept part depends on what a dropped one bound: rules whose matches'
 * kinds are not known (`pattern: random.$F($$$)`) are checked that way only.
 */
import type { SgNode } from '@ast-grep/napi';
import { regexWords, type Word } from './prefilter.js';

type RuleObj = Record<string, unknown>;

export interface NodeCheck {
  /** Kinds every match of the rule has, when known (`test` needs them). */
  kinds: string[] | null;
  /** False when the node, of one of `kinds`, cannot be a match of the rule. */
  test(node: SgNode): boolean;
  /**
   * The same test as one native rule for this file's text (`find` on the tree: true when some
   * node passes), or null when the text does not allow it (see `nativeRule`).
   */
  native(source: string, lower: () => string): Record<string, unknown> | null;
}

/** The node check of a rule, or null when it has no regex or nothing to check. */
export function compileNodeCheck(
  rule: unknown,
  utils: Record<string, unknown> = {},
): NodeCheck | null {
  if (!hasRegex(rule, utils, 0)) return null;
  const kinds = kindsOf(rule, utils, 0);
  const build = relaxed(rule, utils, 0);
  if ((!kinds || !kinds.length) && !build) return null;
  const pred = compile(rule, utils, 0);
  return {
    kinds: kinds && kinds.length ? [...new Set(kinds)] : null,
    test: (n) => pred(n, new Ctx()),
    native: (source, lower) => (build ? nativeRule(build, source, lower) : null),
  };
}

/**
 * The node check as an ast-grep rule over this file. A case-insensitive word becomes the
 * alternation of the spellings it has in this file's text (`Password|PASSWORD`): a node's text is
 * part of the file's, so it contains the word in some case exactly when it contains one of those
 * spellings, and a case-sensitive alternation of literals compiles in microseconds where `(?i)`
 * takes a millisecond. Null when lower-casing changed the text's length (offsets would not line
 * up) or the text has a long s (which Unicode case folding equates with s).
 */
function nativeRule(
  build: Build,
  source: string,
  lower: () => string,
): Record<string, unknown> | null {
  const low = lower();
  if (low.length !== source.length || source.includes('\u017f')) return null;
  const memo = new Map<Word[], string>();
  const spell = (words: Word[]): string => {
    let re = memo.get(words);
    if (re !== undefined) return re;
    const alts = new Set<string>();
    for (const w of words) {
      if (!w.ci) {
        alts.add(w.w);
        continue;
      }
      for (let i = low.indexOf(w.w); i !== -1; i = low.indexOf(w.w, i + 1))
        alts.add(source.slice(i, i + w.w.length));
    }
    // no spelling in this file: a regex that matches nothing
    re = alts.size
      ? [...alts].map((a) => a.replace(/[\\^$.*+?()[\]{}|]/g, '\\$&')).join('|')
      : '\\b\\B';
    memo.set(words, re);
    return re;
  };
  return { rule: build(spell) };
}

/** Metavariables made non-capturing: two of the same name need not be equal. */
function anonymous(pattern: string): string {
  return pattern
    .replace(/\$\$\$[A-Z_][A-Z0-9_]*/g, '$$$$$$')
    .replace(/(\$\$?)([A-Z][A-Z0-9_]*)/g, '$1_$2');
}

type Build = (spell: (words: Word[]) => string) => RuleObj;

/**
 * Regexes made of literals, anchors, groups, alternation and quantifiers only: no classes, no
 * `.`, no flags, no escapes but of punctuation. They compile in microseconds (the Unicode classes
 * and case folding are what makes a rule's regexes cost milliseconds), so the native check keeps
 * them whole.
 */
const CHEAP_REGEX = /^(?:[A-Za-z0-9_^$|)*+?{},=<>!:;'"/@#%&~` -]|\\[^A-Za-z0-9]|\((?!\?)|\(\?:)+$/;

/** The relaxed rule of `compile` as an ast-grep rule builder (null: matches any node). */
function relaxed(rule: unknown, utils: Record<string, unknown>, depth: number): Build | null {
  if (depth > 20 || typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const r = rule as RuleObj;
  const parts: Build[] = [];
  if (typeof r.kind === 'string') {
    const k = r.kind;
    parts.push(() => ({ kind: k }));
  }
  if (typeof r.pattern === 'string') {
    const p = anonymous(r.pattern);
    parts.push(() => ({ pattern: p }));
  }
  if (typeof r.regex === 'string') {
    const re = r.regex;
    // a regex of literals compiles as fast as its words and checks more (`(?:^|\.)min$`)
    if (CHEAP_REGEX.test(re)) parts.push(() => ({ regex: re }));
    else {
      const words = regexWords(re);
      if (words && words.length) parts.push((spell) => ({ regex: spell(words) }));
    }
  }
  if (r.has && typeof r.has === 'object' && !Array.isArray(r.has)) {
    const h = r.has as RuleObj;
    if (typeof h.field === 'string' && (h.stopBy === undefined || h.stopBy === 'neighbor')) {
      const inner = relaxed(h, utils, depth + 1);
      const f = h.field;
      if (inner) parts.push((spell) => ({ has: { field: f, ...inner(spell) } }));
    } else {
      const words = relaxedText(h, utils, depth + 1);
      if (words) parts.push(words);
    }
  }
  if (Array.isArray(r.all))
    for (const sub of r.all) {
      const x = relaxed(sub, utils, depth + 1);
      if (x) parts.push(x);
    }
  if (Array.isArray(r.any) && r.any.length) {
    const alts = r.any.map((sub) => relaxed(sub, utils, depth + 1));
    if (!alts.includes(null)) parts.push((spell) => ({ any: alts.map((a) => a!(spell)) }));
  }
  if (typeof r.matches === 'string' && utils[r.matches] !== undefined) {
    const x = relaxed(utils[r.matches], utils, depth + 1);
    if (x) parts.push(x);
  }
  return allOf(parts);
}

/** `compileText` as an ast-grep rule builder: the words on the node's own text. */
function relaxedText(rule: unknown, utils: Record<string, unknown>, depth: number): Build | null {
  if (depth > 20 || typeof rule !== 'object' || rule === null || Array.isArray(rule)) return null;
  const r = rule as RuleObj;
  const parts: Build[] = [];
  if (typeof r.regex === 'string') {
    const words = regexWords(r.regex);
    if (words && words.length) parts.push((spell) => ({ regex: spell(words) }));
  }
  if (r.has && typeof r.has === 'object') {
    const x = relaxedText(r.has, utils, depth + 1);
    if (x) parts.push(x);
  }
  if (Array.isArray(r.all))
    for (const sub of r.all) {
      const x = relaxedText(sub, utils, depth + 1);
      if (x) parts.push(x);
    }
  if (Array.isArray(r.any) && r.any.length) {
    const alts = r.any.map((sub) => relaxedText(sub, utils, depth + 1));
    if (!alts.includes(null)) parts.push((spell) => ({ any: alts.map((a) => a!(spell)) }));
  }
  if (typeof r.matches === 'string' && utils[r.matches] !== undefined) {
    const x = relaxedText(utils[r.matches], utils, depth + 1);
    if (x) parts.push(x);
  }
  return allOf(parts);
}

function allOf(parts: Build[]): Build | null {
  if (!parts.length) return null;
  if (parts.length === 1) return parts[0];
  return (spell) => ({ all: parts.map((p) => p(spell)) });
}

/** Memo of native reads within one test (a node's kind is read by each branch of an `any`). */
class Ctx {
  private readonly texts = new Map<SgNode, string>();
  private readonly kinds = new Map<SgNode, string>();
  text(n: SgNode): string {
    let t = this.texts.get(n);
    if (t === undefined) {
      // the case-insensitive words are lower case; Unicode case folding also maps the long s
      // onto s (the Kelvin sign lower-cases to k already)
      t = n
        .text()
        .toLowerCase()
        .replace(/\u017f/g, 's');
      this.texts.set(n, t);
    }
    return t;
  }
  rawText(n: SgNode): string {
    return n.text();
  }
  kind(n: SgNode): string {
    let k = this.kinds.get(n);
    if (k === undefined) {
      k = n.kind() as string;
      this.kinds.set(n, k);
    }
    return k;
  }
}

type Pred = (n: SgNode, c: Ctx) => boolean;
const TRUE: Pred = () => true;

function kindsOf(rule: unknown, utils: Record<string, unknown>, depth: number): string[] | null {
  if (depth > 20 || typeof rule !== 'object' || rule === null) return null;
  const r = rule as RuleObj;
  if (typeof r.kind === 'string') return [r.kind];
  if (Array.isArray(r.any) && r.any.length) {
    const out: string[] = [];
    for (const sub of r.any) {
      const k = kindsOf(sub, utils, depth + 1);
      if (!k) return null;
      out.push(...k);
    }
    return out;
  }
  if (Array.isArray(r.all))
    for (const sub of r.all) {
      const k = kindsOf(sub, utils, depth + 1);
      if (k) return k;
    }
  if (typeof r.matches === 'string' && utils[r.matches] !== undefined)
    return kindsOf(utils[r.matches], utils, depth + 1);
  return null;
}

function hasRegex(rule: unknown, utils: Record<string, unknown>, depth: number): boolean {
  if (depth > 20 || typeof rule !== 'object' || rule === null) return false;
  if (Array.isArray(rule)) return rule.some((x) => hasRegex(x, utils, depth + 1));
  const r = rule as RuleObj;
  if (typeof r.regex === 'string') return true;
  if (typeof r.matches === 'string' && hasRegex(utils[r.matches], utils, depth + 1)) return true;
  return Object.entries(r).some(
    ([k, v]) => k !== 'matches' && typeof v === 'object' && hasRegex(v, utils, depth + 1),
  );
}

function wordsTest(words: Word[]): Pred {
  return (n, c) => {
    let lower: string | undefined;
    let raw: string | undefined;
    for (const w of words) {
      if (w.ci ? (lower ??= c.text(n)).includes(w.w) : (raw ??= c.rawText(n)).includes(w.w))
        return true;
    }
    return false;
  };
}

function and(ps: Pred[]): Pred {
  const live = ps.filter((p) => p !== TRUE);
  if (!live.length) return TRUE;
  if (live.length === 1) return live[0];
  return (n, c) => live.every((p) => p(n, c));
}

function compile(rule: unknown, utils: Record<string, unknown>, depth: number): Pred {
  if (depth > 20 || typeof rule !== 'object' || rule === null || Array.isArray(rule)) return TRUE;
  const r = rule as RuleObj;
  const ps: Pred[] = [];
  if (typeof r.kind === 'string') {
    const k = r.kind;
    ps.push((n, c) => c.kind(n) === k);
  }
  if (typeof r.regex === 'string') {
    const words = regexWords(r.regex);
    if (words && words.length) ps.push(wordsTest(words));
  }
  if (r.has && typeof r.has === 'object' && !Array.isArray(r.has)) {
    const h = r.has as RuleObj;
    const inner = compile(h, utils, depth + 1);
    if (inner !== TRUE) {
      if (typeof h.field === 'string' && (h.stopBy === undefined || h.stopBy === 'neighbor')) {
        // the node's children in that field
        const f = h.field;
        ps.push((n, c) => n.fieldChildren(f as never).some((ch) => inner(ch as SgNode, c)));
      } else {
        // any descendant's text lies within the node's: only the words can be checked
        const words = compileText(h, utils, depth + 1);
        if (words !== TRUE) ps.push(words);
      }
    }
  }
  if (Array.isArray(r.all)) for (const sub of r.all) ps.push(compile(sub, utils, depth + 1));
  if (Array.isArray(r.any) && r.any.length) {
    const alts = r.any.map((sub) => compile(sub, utils, depth + 1));
    if (!alts.includes(TRUE)) ps.push((n, c) => alts.some((p) => p(n, c)));
  }
  if (typeof r.matches === 'string' && utils[r.matches] !== undefined)
    ps.push(compile(utils[r.matches], utils, depth + 1));
  return and(ps);
}

/**
 * The words of a rule applied to some descendant, tested on an ancestor's text: `regex` words
 * through `has`, `all`, `any` and `matches` (kinds and fields are not checked).
 */
function compileText(rule: unknown, utils: Record<string, unknown>, depth: number): Pred {
  if (depth > 20 || typeof rule !== 'object' || rule === null || Array.isArray(rule)) return TRUE;
  const r = rule as RuleObj;
  const ps: Pred[] = [];
  if (typeof r.regex === 'string') {
    const words = regexWords(r.regex);
    if (words && words.length) ps.push(wordsTest(words));
  }
  if (r.has && typeof r.has === 'object') ps.push(compileText(r.has, utils, depth + 1));
  if (Array.isArray(r.all)) for (const sub of r.all) ps.push(compileText(sub, utils, depth + 1));
  if (Array.isArray(r.any) && r.any.length) {
    const alts = r.any.map((sub) => compileText(sub, utils, depth + 1));
    if (!alts.includes(TRUE)) ps.push((n, c) => alts.some((p) => p(n, c)));
  }
  if (typeof r.matches === 'string' && utils[r.matches] !== undefined)
    ps.push(compileText(utils[r.matches], utils, depth + 1));
  return and(ps);
}
