/**
 * Rule regexes specialised for ASCII text.
 *
 * ast-grep's Node API compiles a rule at every `findAll`, and the Unicode forms of `\w`, `\s`, `.`,
 * negated classes and `\b` in its regexes cost most of that (some 20 ms per call for
 * `py.insecure-random`; the Unicode word boundary also keeps the regex off its fastest engine).
 * A node's text is part of its file's, so on a file made only of ASCII characters a regex matches
 * exactly where its ASCII-restricted form does: one whose classes are cut down to their ASCII
 * members (`\w` to `[0-9A-Za-z_]`, `[^'"]` to `[\x00-\x7F&&[^'"]]`, `.` to `[\x00-\x09\x0B-\x7F]`)
 * and whose word boundaries are ASCII ones (`(?-u:\b)`). Both accept the same strings of ASCII
 * characters, and no other string can be a match in such a file. Case-insensitive matching keeps
 * Unicode case folding: it only adds non-ASCII characters (the Kelvin sign, the long s) that
 * such a text never holds.
 *
 * The rewrite is conservative: a regex with a construct it does not model (a `(?s)`, `(?x)` or
 * `(?u)` flag, Unicode classes `\p{..}`, hexadecimal or Unicode escapes, nested classes, non-ASCII
 * characters) is left as it is.
 */

const WORD = '0-9A-Za-z_';
const SPACE = '\\t\\n\\x0B\\f\\r ';
const DIGIT = '0-9';
/** `.` without the `s` flag, on ASCII text. */
const DOT = '[\\x00-\\x09\\x0B-\\x7F]';

/** The ASCII form of a Rust regex (see above), or null when it has a construct not modelled. */
export function asciiRegex(re: string): string | null {
  if (/[\u0080-\uffff]/.test(re)) return null;
  let out = '';
  let i = 0;
  const n = re.length;
  while (i < n) {
    const c = re[i];
    if (c === '\\') {
      const d = re[i + 1];
      if (d === undefined) return null;
      if (d === 'w') out += `[${WORD}]`;
      else if (d === 'd') out += `[${DIGIT}]`;
      else if (d === 's') out += `[${SPACE}]`;
      else if (d === 'W') out += `[\\x00-\\x7F&&[^${WORD}]]`;
      else if (d === 'D') out += `[\\x00-\\x7F&&[^${DIGIT}]]`;
      else if (d === 'S') out += `[\\x00-\\x7F&&[^${SPACE}]]`;
      else if (d === 'b' || d === 'B') {
        if (re[i + 2] === '{') return null;
        out += `(?-u:\\${d})`;
      } else if (/[A-Za-z0-9]/.test(d)) {
        // anchors and control escapes keep their meaning; anything else is not modelled
        if (!/[Azntrfva]/.test(d)) return null;
        out += '\\' + d;
      } else out += '\\' + d;
      i += 2;
      continue;
    }
    if (c === '[') {
      const cls = asciiClass(re, i);
      if (!cls) return null;
      out += cls.text;
      i = cls.end;
      continue;
    }
    if (c === '(' && re[i + 1] === '?') {
      // flags: `(?i)`, `(?-i:`, `(?im)`; group names `(?P<x>`, `(?<x>`; non-capturing `(?:`
      const m = /^\(\?([a-zA-Z-]*)(:|\))/.exec(re.slice(i));
      if (m) {
        if (/[sxuURs]/.test(m[1])) return null;
        out += m[0];
        i += m[0].length;
        continue;
      }
      const g = /^\(\?P?<[A-Za-z_][A-Za-z0-9_]*>/.exec(re.slice(i));
      if (!g) return null;
      out += g[0];
      i += g[0].length;
      continue;
    }
    if (c === '.') {
      out += DOT;
      i++;
      continue;
    }
    if (c === '{') {
      // a counted repetition (`x{4,}`) or a literal brace: copied up to its end
      const m = /^\{\d*(?:,\d*)?\}/.exec(re.slice(i));
      if (m) {
        out += m[0];
        i += m[0].length;
        continue;
      }
    }
    out += c;
    i++;
  }
  return out;
}

/** A bracket class from `start` (its `[`) in ASCII form, and the index after its `]`. */
function asciiClass(re: string, start: number): { text: string; end: number } | null {
  let i = start + 1;
  let neg = false;
  if (re[i] === '^') {
    neg = true;
    i++;
  }
  let body = '';
  // a `]` first in the class is a literal
  if (re[i] === ']') {
    body += '\\]';
    i++;
  }
  for (;;) {
    const c = re[i];
    if (c === undefined) return null;
    if (c === ']') break;
    if (c === '[') return null; // nested classes, POSIX classes: not modelled
    if (c === '&' && re[i + 1] === '&') return null;
    if (c === '~' && re[i + 1] === '~') return null;
    if (c === '-' && re[i + 1] === '-') return null;
    if (c === '\\') {
      const d = re[i + 1];
      if (d === undefined) return null;
      if (d === 'w') body += WORD;
      else if (d === 'd') body += DIGIT;
      else if (d === 's') body += SPACE;
      else if (/[A-Za-z0-9]/.test(d)) {
        if (!/[ntrfva]/.test(d)) return null;
        body += '\\' + d;
      } else body += '\\' + d;
      i += 2;
      continue;
    }
    body += c;
    i++;
  }
  if (!body) return null;
  // a positive class of ASCII members is its own ASCII form
  return { text: neg ? `[\\x00-\\x7F&&[^${body}]]` : `[${body}]`, end: i + 1 };
}

type Json = unknown;

/**
 * A rule configuration (`rule`, `constraints`, `utils`) with every `regex` in ASCII form, or null
 * when no regex changed or one is not modelled (the configuration then runs as it is).
 */
export function asciiConfig(config: Json): Json | null {
  let changed = false;
  let failed = false;
  const walk = (v: Json): Json => {
    if (failed) return v;
    if (Array.isArray(v)) return v.map(walk);
    if (typeof v !== 'object' || v === null) return v;
    const o: Record<string, Json> = {};
    for (const [k, x] of Object.entries(v as Record<string, Json>)) {
      if (k === 'regex' && typeof x === 'string') {
        const a = asciiRegex(x);
        if (a === null) failed = true;
        else if (a !== x) changed = true;
        o[k] = a ?? x;
      } else o[k] = walk(x);
    }
    return o;
  };
  const out = walk(config);
  return failed || !changed ? null : out;
}

/** Whether a text holds only ASCII characters (then `asciiConfig` forms match as the originals). */
export function isAscii(text: string): boolean {
  return !/[\u0080-\uffff]/.test(text);
}
