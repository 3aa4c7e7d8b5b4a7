'use strict';
/**
 * str-validate: validators and trimmers for user-supplied strings.
 */

/** Validates an e-mail address. */
function isEmail(s) {
  // vigil: js.redos
  return /^([a-zA-Z0-9_.-])+@(([a-zA-Z0-9-])+\.)+([a-zA-Z0-9]{2,4})+$/.test(s);
}

function isEmailSafe(s) {
  // vigil-ok: js.redos
  return s.length < 255 && /^[a-zA-Z0-9_.-]+@[a-zA-Z0-9-]+(?:\.[a-zA-Z0-9-]+)*\.[a-zA-Z]{2,}$/.test(s);
}

/** Strips trailing blanks from each line. */
function trimEnd(s) {
  // vigil: js.redos
  return s.replace(/\s+$/, '');
}

function trimEndSafe(s) {
  // vigil-ok: js.redos
  return s.trimEnd();
}

/** Tells whether a header value is a list of tokens separated by commas. */
function isTokenList(s) {
  // vigil: js.redos
  return /^(\s*[\w-]+\s*,?)*$/.test(s);
}

function isTokenListSafe(s) {
  // vigil-ok: js.redos
  return s.split(',').every((t) => /^[\w-]+$/.test(t.trim()));
}

/** Matches a version string with optional pre-release parts. */
function isVersion(s) {
  // vigil: js.redos
  return /^v?\d+\.\d+\.\d+(-[0-9A-Za-z-.]+)*$/.test(s);
}

function isVersionSafe(s) {
  // vigil-ok: js.redos
  return /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?$/.test(s);
}

module.exports = { isEmail, isEmailSafe, trimEnd, trimEndSafe, isTokenList, isTokenListSafe, isVersion, isVersionSafe };
