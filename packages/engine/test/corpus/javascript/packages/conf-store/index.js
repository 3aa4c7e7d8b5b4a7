'use strict';
/**
 * conf-store: layered configuration; `merge()` folds a parsed file or an options object into the
 * store.
 */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

class ConfStore {
  constructor() {
    this.data = {};
  }

  merge(src, dst = this.data) {
    Object.keys(src).reduce((acc, k) => {
      if (typeof src[k] === 'object' && src[k] !== null) {
        // vigil-ok: js.prototype-pollution
        acc[k] = acc[k] || {};
        this.merge(src[k], acc[k]);
      } else {
        // vigil: js.prototype-pollution
        acc[k] = src[k];
      }
      return acc;
    }, dst);
  }

  /** Patched: keys that reach a prototype are skipped. */
  mergeSafe(src, dst = this.data) {
    Object.keys(src).reduce((acc, k) => {
      if (UNSAFE_KEYS.has(k)) return acc;
      if (typeof src[k] === 'object' && src[k] !== null) {
        // vigil-ok: js.prototype-pollution
        acc[k] = acc[k] || {};
        this.mergeSafe(src[k], acc[k]);
      } else {
        // vigil-ok: js.prototype-pollution
        acc[k] = src[k];
      }
      return acc;
    }, dst);
  }
}

module.exports = ConfStore;
