'use strict';
/**
 * text-find: small search helpers for note and log viewers.
 */

/**
 * Whether a text holds a term. Vulnerable: String's `match` compiles a string argument as a regular
 * expression, so a term such as `(a+)+$` hangs the process on a long text.
 * @param {string} text the text searched
 * @param {string} term what the user typed
 * @returns {boolean}
 */
exports.contains = function contains(text, term) {
  // vigil: js.regex-injection
  return text.match(term) !== null;
};

/**
 * Patched: a plain substring search.
 * @param {string} text the text searched
 * @param {string} term what the user typed
 * @returns {boolean}
 */
exports.containsSafe = function containsSafe(text, term) {
  // vigil-ok: js.regex-injection
  return text.includes(term);
};

/**
 * Where a term starts in a text. Vulnerable: `search` compiles its argument too.
 * @param {string} text the text searched
 * @param {string} term what the user typed
 * @returns {number}
 */
exports.position = function position(text, term) {
  // vigil: js.regex-injection
  return text.search(term);
};

/**
 * The handler of a route. `routes` is a router object whose `match` takes a path, not a pattern.
 * @param {object} routes the router
 * @param {string} path the path asked for
 * @returns {Function|undefined}
 */
exports.route = function route(routes, path) {
  // vigil-ok: js.regex-injection
  return routes.match(path);
};
