'use strict';
/**
 * tree-merge: deep merge and path helpers for configuration trees parsed from JSON, where
 * `__proto__` is an ordinary key.
 */
const BLOCKED = ['__proto__', 'constructor', 'prototype'];
const isObj = (v) => v !== null && typeof v === 'object';

/** Vulnerable: own property names, `__proto__` among them after JSON.parse. */
function mergeNames(target, src) {
  Object.getOwnPropertyNames(src).forEach((k) => {
    if (isObj(src[k]) && isObj(target[k])) mergeNames(target[k], src[k]);
    // vigil: js.prototype-pollution
    else target[k] = src[k];
  });
  return target;
}

/** Patched: the dangerous names skipped. */
function mergeNamesSafe(target, src) {
  Object.getOwnPropertyNames(src).forEach((k) => {
    if (BLOCKED.includes(k)) return;
    if (isObj(src[k]) && isObj(target[k])) mergeNamesSafe(target[k], src[k]);
    // vigil-ok: js.prototype-pollution
    else target[k] = src[k];
  });
  return target;
}

/** Vulnerable: `Reflect.ownKeys` in a `for…of` loop. */
function assignDeep(target, src) {
  for (const k of Reflect.ownKeys(src)) {
    const v = src[k];
    if (isObj(v)) {
      if (!isObj(target[k])) target[k] = {};
      assignDeep(target[k], v);
    } else {
      // vigil: js.prototype-pollution
      target[k] = v;
    }
  }
  return target;
}

/** Patched: a key check first. */
function assignDeepSafe(target, src) {
  for (const k of Reflect.ownKeys(src)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    const v = src[k];
    if (isObj(v)) {
      if (!isObj(target[k])) target[k] = {};
      assignDeepSafe(target[k], v);
    } else {
      // vigil-ok: js.prototype-pollution
      target[k] = v;
    }
  }
  return target;
}

/** Vulnerable: a setter whose path is a list of keys given by the caller. */
function setIn(obj, keys, value) {
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    if (!isObj(cur[keys[i]])) cur[keys[i]] = {};
    cur = cur[keys[i]];
  }
  // vigil: js.prototype-pollution
  cur[keys[keys.length - 1]] = value;
  return obj;
}

/** Patched: each key checked. */
function setInSafe(obj, keys, value) {
  if (keys.some((k) => BLOCKED.includes(k))) throw new Error('unsafe key');
  let cur = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    if (!isObj(cur[keys[i]])) cur[keys[i]] = {};
    cur = cur[keys[i]];
  }
  // vigil-ok: js.prototype-pollution
  cur[keys[keys.length - 1]] = value;
  return obj;
}

/** Vulnerable: bracket keys `a[b][c]` from a form field name, walked with `shift`. */
function setField(obj, name, value) {
  const keys = name.split(/[[\]]+/).filter(Boolean);
  let cur = obj;
  while (keys.length > 1) {
    const k = keys.shift();
    cur = cur[k] = cur[k] || {};
  }
  // vigil: js.prototype-pollution
  cur[keys[0]] = value;
  return obj;
}

/** Patched: the walk stops at a dangerous key. */
function setFieldSafe(obj, name, value) {
  const keys = name.split(/[[\]]+/).filter(Boolean);
  if (keys.some((k) => BLOCKED.includes(k))) return obj;
  let cur = obj;
  while (keys.length > 1) {
    const k = keys.shift();
    cur = cur[k] = cur[k] || {};
  }
  // vigil-ok: js.prototype-pollution
  cur[keys[0]] = value;
  return obj;
}

/** Vulnerable: defaults from every further argument, read through `arguments`. */
function defaultsDeep(target) {
  for (let i = 1; i < arguments.length; i++) {
    const src = arguments[i];
    for (const k in src) {
      if (isObj(src[k])) {
        // vigil: js.prototype-pollution
        target[k] = defaultsDeep(isObj(target[k]) ? target[k] : {}, src[k]);
      } else if (target[k] === undefined) {
        // vigil: js.prototype-pollution
        target[k] = src[k];
      }
    }
  }
  return target;
}

/** Patched: own keys of a prototype-less copy, dangerous names skipped. */
function defaultsDeepSafe(target) {
  for (let i = 1; i < arguments.length; i++) {
    const src = arguments[i];
    for (const k in src) {
      if (BLOCKED.includes(k)) continue;
      if (isObj(src[k])) {
        target[k] = defaultsDeepSafe(isObj(target[k]) ? target[k] : {}, src[k]);
      } else if (target[k] === undefined) {
        // vigil-ok: js.prototype-pollution
        target[k] = src[k];
      }
    }
  }
  return target;
}

/** A settings store keyed by slash paths. */
class Tree {
  constructor() {
    this.root = {};
  }

  /** Vulnerable: `set('__proto__/polluted', 1)`. */
  set(p, value) {
    const parts = p.split('/');
    const last = parts.pop();
    // (reported at the walk, as for other reduce setters)
    // vigil: js.prototype-pollution
    const node = parts.reduce((n, k) => (n[k] = n[k] || {}), this.root);
    node[last] = value;
  }

  /** Patched: the parts checked before the walk. */
  setSafe(p, value) {
    const parts = p.split('/');
    if (parts.some((k) => BLOCKED.includes(k))) throw new Error('unsafe path');
    const last = parts.pop();
    // vigil-ok: js.prototype-pollution
    const node = parts.reduce((n, k) => (n[k] = n[k] || {}), this.root);
    node[last] = value;
  }
}

module.exports = {
  mergeNames,
  mergeNamesSafe,
  assignDeep,
  assignDeepSafe,
  setIn,
  setInSafe,
  setField,
  setFieldSafe,
  defaultsDeep,
  defaultsDeepSafe,
  Tree,
};
