'use strict';
/**
 * re-check: validators for form fields and headers. Inputs come from the caller's users.
 */

/** Vulnerable: a nested group under a plus inside another plus (the classic e-mail shape). */
exports.isEmail = function isEmail(s) {
  // vigil: js.redos
  return /^([\w.-])+@(([\w-])+\.)+([a-zA-Z]{2,6})+$/.test(s);
};

/** Patched: each part matched one way. */
exports.isEmailSafe = function isEmailSafe(s) {
  // vigil-ok: js.redos
  return /^[\w.-]+@(?:[\w-]+\.)+[a-zA-Z]{2,6}$/.test(s);
};

/** Vulnerable: a path segment class repeated under a star. */
exports.isUrlPath = function isUrlPath(s) {
  // vigil: js.redos
  return /^(https?:)?(\/\/)?([^/?#]+)*$/.test(s);
};

/** Patched: one class, one quantifier. */
exports.isUrlPathSafe = function isUrlPathSafe(s) {
  // vigil-ok: js.redos
  return /^(https?:)?(\/\/)?[^/?#]*$/.test(s);
};

/** Vulnerable: attribute pairs whose separators are all optional. */
exports.parseAttrs = function parseAttrs(s) {
  // vigil: js.redos
  return /^(\s*[\w-]+\s*=?\s*[\w-]*\s*;?)*$/.test(s);
};

/** Patched: each pair needs its `=` and its `;`. */
exports.parseAttrsSafe = function parseAttrsSafe(s) {
  // vigil-ok: js.redos
  return /^(?:[\w-]+=[\w-]*;)*$/.test(s);
};

/** Vulnerable: a separator built from the caller's text splits the input. */
exports.splitBy = function splitBy(text, sep) {
  // vigil: js.regex-injection
  return text.split(new RegExp('\\s*' + sep + '\\s*'));
};

const escapeRe = (s) => String(s).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Patched: the separator escaped. */
exports.splitBySafe = function splitBySafe(text, sep) {
  // vigil-ok: js.regex-injection
  return text.split(new RegExp('\\s*' + escapeRe(sep) + '\\s*'));
};

/** Vulnerable: a header value with words and spaces that can split many ways. */
exports.isTokenList = function isTokenList(header) {
  // vigil: js.redos
  return /^(\w+\s*)+,?$/.test(header);
};

/** Patched: separators required between words. */
exports.isTokenListSafe = function isTokenListSafe(header) {
  // vigil-ok: js.redos
  return /^\w+(\s+\w+)*,?$/.test(header);
};
