'use strict';
/**
 * re-guard: string validators and search helpers. Inputs are whatever the caller received;
 * a regex with nested or overlapping quantifiers takes exponential time on a crafted string.
 */

/** Vulnerable: `(\d+\.?)+` – the dot is optional, so the digits can be split in many ways. */
exports.isVersion = function isVersion(s) {
  // vigil: js.redos
  return /^v?(\d+\.?)+$/.test(s);
};

/** Patched: the separator is required between groups. */
exports.isVersionSafe = function isVersionSafe(s) {
  // vigil-ok: js.redos
  return /^v?\d+(\.\d+)*$/.test(s);
};

/** Vulnerable: two alternatives that match the same text under a star. */
exports.isNumberList = function isNumberList(s) {
  // vigil: js.redos
  return /^(\d+|\d+,)*$/.test(s);
};

/** Patched: one way to match each item. */
exports.isNumberListSafe = function isNumberListSafe(s) {
  // vigil-ok: js.redos
  return /^(\d+,)*\d*$/.test(s);
};

/** Vulnerable: a word class and a hyphenated word class overlap under a plus. */
exports.isSlug = function isSlug(s) {
  // vigil: js.redos
  return /^([a-z0-9]+|[a-z0-9-]+)+$/.test(s);
};

/** Patched: a linear shape for the same language. */
exports.isSlugSafe = function isSlugSafe(s) {
  // vigil-ok: js.redos
  return /^[a-z0-9-]+$/.test(s);
};

/** Vulnerable: the caller's word becomes a pattern. */
exports.highlight = function highlight(text, word) {
  // vigil: js.regex-injection
  return text.replace(new RegExp('\\b' + word + '\\b', 'gi'), (m) => `<mark>${m}</mark>`);
};

const escapeRe = (s) => String(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patched: the word is escaped before it is put into the pattern. */
exports.highlightSafe = function highlightSafe(text, word) {
  // vigil-ok: js.regex-injection
  return text.replace(new RegExp('\\b' + escapeRe(word) + '\\b', 'gi'), (m) => `<mark>${m}</mark>`);
};

/** Vulnerable: a glob turned into a regex without escaping the rest of the text. */
exports.globMatch = function globMatch(glob, name) {
  const source = '^' + glob.replace(/\*/g, '.*').replace(/\?/g, '.') + '$';
  // vigil: js.regex-injection
  return RegExp(source).test(name);
};

/** Patched: escaped first, then the escaped wildcards are widened. */
exports.globMatchSafe = function globMatchSafe(glob, name) {
  const source = '^' + escapeRe(glob).replace(/\\\*/g, '.*').replace(/\\\?/g, '.') + '$';
  // vigil-ok: js.regex-injection
  return RegExp(source).test(name);
};

/** Vulnerable: String.prototype.match turns a string argument into a RegExp. */
exports.contains = function contains(text, term) {
  // a known gap: `match`/`search` are also methods of routers and matchers, whose receiver is not a string
  // vigil-todo: js.regex-injection
  return text.match(term) !== null;
};

/** Patched: a plain substring search. */
exports.containsSafe = function containsSafe(text, term) {
  // vigil-ok: js.regex-injection
  return text.includes(term);
};
