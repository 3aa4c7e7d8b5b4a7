'use strict';
/**
 * text-match: trimming, header parsing and validation helpers for user-supplied strings.
 */

// exponential: a repeated group whose body repeats (reported wherever it is written)
// vigil: js.redos
const WORDS_RE = /^(\w+\s?)*$/;

// polynomial: reported when a caller's string reaches it
// vigil: js.redos
const TRAILING_WS = /\s+$/;

// patched: one pass, no overlapping runs
// vigil-ok: js.redos
const TRAILING_WS_SAFE = /[^\s]\s*$/;

// vigil: js.redos
const HEADER_RE = /^([^:]*):\s*(.*)\s*$/;

// vigil-ok: js.redos
const HEADER_SAFE = /^([^:]*):[ \t]*(\S[^\r\n]*)?$/;

// vigil-ok: js.redos
const UNUSED_POLY = /\d+\.?\d+px/;

/** Removes trailing blanks (vulnerable: quadratic on long runs of spaces). */
function trimEnd(str) {
  return str.replace(TRAILING_WS, '');
}

/** Patched trimEnd: a linear scan. */
function trimEndSafe(str) {
  const m = TRAILING_WS_SAFE.exec(str);
  return m ? str.slice(0, m.index + 1) : '';
}

/** Parses `Name: value` (vulnerable: `\s*` and `.*` overlap). */
function parseHeader(line) {
  const m = HEADER_RE.exec(line);
  return m ? { name: m[1], value: m[2] } : null;
}

/** Patched parseHeader. */
function parseHeaderSafe(line) {
  const m = HEADER_SAFE.exec(line);
  return m ? { name: m[1], value: (m[2] || '').trim() } : null;
}

function isWords(str) {
  return WORDS_RE.test(str);
}

/** Builds a matcher from a glob-like pattern (vulnerable: the caller's text becomes a regex). */
function matcher(pattern) {
  // vigil: js.regex-injection
  return new RegExp('^' + pattern.replace(/\*/g, '.*') + '$');
}

/** Patched matcher: metacharacters escaped first. */
function matcherSafe(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  // vigil-ok: js.regex-injection
  return new RegExp('^' + escaped.replace(/\*/g, '[^/]*') + '$');
}

module.exports = { trimEnd, trimEndSafe, parseHeader, parseHeaderSafe, isWords, matcher, matcherSafe, UNUSED_POLY };
