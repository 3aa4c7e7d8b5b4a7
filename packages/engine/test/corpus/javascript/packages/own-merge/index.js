'use strict';
/**
 * own-merge: merges that test `hasOwnProperty`, a URL opener for Windows and two text helpers.
 * JSON.parse makes `__proto__` an own key of the object it returns: testing that a key is the
 * source's own skips inherited keys only.
 */
const cp = require('child_process');

const isObj = (v) => v !== null && typeof v === 'object';

/** Vulnerable: the own-key test is on the source; `__proto__` passes it. */
exports.deep = function deep(target, src) {
  for (const key in src) {
    if (!Object.prototype.hasOwnProperty.call(src, key)) continue;
    if (isObj(src[key]) && isObj(target[key])) deep(target[key], src[key]);
    // vigil: js.prototype-pollution
    else target[key] = src[key];
  }
  return target;
};

/** Patched: the walk goes only into values the target owns (Object.prototype is nobody's own). */
exports.deepSafe = function deepSafe(target, src) {
  for (const key of Object.keys(src)) {
    if (isObj(src[key]) && Object.prototype.hasOwnProperty.call(target, key) && isObj(target[key]))
      deepSafe(target[key], src[key]);
    // vigil-ok: js.prototype-pollution
    else target[key] = src[key];
  }
  return target;
};

/** Vulnerable: `src.hasOwnProperty(key)` in a block. */
exports.mixin = function mixin(target, src) {
  for (const key in src) {
    if (src.hasOwnProperty(key)) {
      // vigil: js.prototype-pollution
      if (isObj(src[key])) target[key] = mixin(target[key] || {}, src[key]);
      // vigil: js.prototype-pollution
      else target[key] = src[key];
    }
  }
  return target;
};

/** Patched: the same own-key test, and the names that reach a prototype skipped. */
exports.mixinSafe = function mixinSafe(target, src) {
  for (const key in src) {
    if (src.hasOwnProperty(key) && key !== '__proto__' && key !== 'constructor') {
      // vigil-ok: js.prototype-pollution
      if (isObj(src[key])) target[key] = mixinSafe(target[key] || {}, src[key]);
      // vigil-ok: js.prototype-pollution
      else target[key] = src[key];
    }
  }
  return target;
};

/** Vulnerable: `cmd /c start` parses the URL as a command line (`&`, `|`). */
exports.openUrl = function openUrl(url) {
  // vigil: js.command-injection
  return cp.spawn('cmd', ['/c', 'start', '""', url], { detached: true });
};

/** Patched: the URL parsed first, only http and https, and handed over without cmd. */
exports.openUrlSafe = function openUrlSafe(url) {
  const u = new URL(url);
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('protocol');
  // vigil-ok: js.command-injection
  return cp.spawn('rundll32', ['url.dll,FileProtocolHandler', u.href], { detached: true });
};

/** Vulnerable: `\s+$` tried at every start of a long run of blanks (quadratic). */
exports.trim = function trim(s) {
  // vigil: js.redos
  return s.replace(/^\s+|\s+$/g, '');
};

/** Patched: the built-in trim. */
exports.trimSafe = function trimSafe(s) {
  // vigil-ok: js.redos
  return s.trim();
};

/** Vulnerable: words with optional blanks under a plus: exponential on a long word and a `!`. */
exports.isTitle = function isTitle(s) {
  // vigil: js.redos
  return /^(\w+\s*)+$/.test(s);
};

/** Patched: each word after the first needs a blank. */
exports.isTitleSafe = function isTitleSafe(s) {
  // vigil-ok: js.redos
  return /^\w+(\s+\w+)*\s*$/.test(s);
};
