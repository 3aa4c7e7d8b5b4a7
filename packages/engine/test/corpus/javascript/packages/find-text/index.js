'use strict';
/**
 * find-text: searching and validating helpers. A pattern built from a caller's text runs as a regex
 * (catastrophic patterns included) unless escaped; nested quantifiers backtrack exponentially.
 */
const escapeStringRegexp = require('escape-string-regexp');

class Finder {
  constructor(flags) {
    this.flags = flags || 'i';
  }
  find(lines, term) {
    // vigil: js.regex-injection
    const re = new RegExp(term, this.flags);
    return lines.filter((l) => re.test(l));
  }
  findSafe(lines, term) {
    // vigil-ok: js.regex-injection
    const re = new RegExp(escapeStringRegexp(term), this.flags);
    return lines.filter((l) => re.test(l));
  }
}

function isHostname(value) {
  // vigil: js.redos
  return /^([a-z0-9]+-?)+(\.[a-z0-9]+)*$/i.test(value);
}

function isHostnameSafe(value) {
  // vigil-ok: js.redos
  return /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/i.test(value);
}

function stripTrailing(value) {
  // vigil: js.redos
  return value.replace(/\s+$/, '');
}

function stripTrailingSafe(value) {
  // vigil-ok: js.redos
  return value.trimEnd();
}

function startsWithWord(text, word) {
  // vigil: js.regex-injection
  return new RegExp('^' + word + '\\b').test(text);
}

function startsWithWordSafe(text, word) {
  // vigil-ok: js.regex-injection
  return new RegExp('^' + word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '\\b').test(text);
}

module.exports = { Finder, isHostname, isHostnameSafe, stripTrailing, stripTrailingSafe, startsWithWord, startsWithWordSafe };
