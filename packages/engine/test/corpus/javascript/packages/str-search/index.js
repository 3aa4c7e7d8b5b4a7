'use strict';
/**
 * str-search: searching helpers for plain text. `String.prototype.match` and `search` turn a
 * string argument into a regular expression, so a caller's search word becomes a pattern
 * (`(a+)+$` hangs the process, `.` matches anything).
 */
const escapeRe = (s) => String(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Vulnerable: the term is a pattern for `search`. */
exports.contains = function contains(text, term) {
  // vigil: js.regex-injection
  return String(text).search(term) !== -1;
};

/** Patched: a plain substring test. */
exports.containsSafe = function containsSafe(text, term) {
  // vigil-ok: js.regex-injection
  return String(text).indexOf(term) !== -1;
};

/** Vulnerable: the word becomes a pattern for `match` on the lowered text. */
exports.firstHit = function firstHit(text, word) {
  // vigil: js.regex-injection
  const m = text.toLowerCase().match(word.toLowerCase());
  return m ? m.index : -1;
};

/** Patched: the word escaped into a pattern. */
exports.firstHitSafe = function firstHitSafe(text, word) {
  // vigil-ok: js.regex-injection
  const m = text.toLowerCase().match(new RegExp(escapeRe(word.toLowerCase())));
  return m ? m.index : -1;
};

/** Vulnerable: each line of a split text is matched against the query. */
exports.grep = function grep(source, query) {
  // vigil: js.regex-injection
  return source.split('\n').filter((line) => line.match(query));
};

/** Patched: `includes` on each line. */
exports.grepSafe = function grepSafe(source, query) {
  // vigil-ok: js.regex-injection
  return source.split('\n').filter((line) => line.includes(query));
};

/** Vulnerable: a prefix pattern built from the word for a template string. */
exports.startsWithWord = function startsWithWord(s, w) {
  // vigil: js.regex-injection
  return `${s}`.match('^' + w + '\\b') !== null;
};

/** Patched: the word escaped. */
exports.startsWithWordSafe = function startsWithWordSafe(s, w) {
  // vigil-ok: js.regex-injection
  return `${s}`.match('^' + escapeRe(w) + '\\b') !== null;
};

/** A pattern object from the caller is its own regular expression; text gets a substring test. */
exports.find = function find(text, pattern) {
  if (pattern instanceof RegExp) {
    // vigil-ok: js.regex-injection
    return text.search(pattern);
  }
  return text.indexOf(String(pattern));
};

/** A router's `match` is no string method: the path is looked up in its table. */
exports.route = function route(router, path) {
  // vigil-ok: js.regex-injection
  return router.match(path);
};

/** A matcher object built by the caller matches a name. */
exports.accepts = function accepts(matcher, name) {
  // vigil-ok: js.regex-injection
  return matcher.match(name) || matcher.search(name);
};
