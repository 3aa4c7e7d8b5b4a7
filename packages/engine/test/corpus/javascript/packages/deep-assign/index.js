'use strict';
/**
 * deep-assign: merge, defaults and path helpers for plain configuration objects. Keys come from
 * parsed JSON or query strings, where `__proto__` and `constructor.prototype` are ordinary keys.
 */

const isObj = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const BLOCKED = ['__proto__', 'constructor', 'prototype'];

/** Vulnerable: Object.keys(...).forEach with recursion into existing values. */
exports.merge = function merge(target, src) {
  Object.keys(src).forEach((key) => {
    if (isObj(src[key])) {
      if (!isObj(target[key])) target[key] = {};
      merge(target[key], src[key]);
    } else {
      // vigil: js.prototype-pollution
      target[key] = src[key];
    }
  });
  return target;
};

/** Patched: the three dangerous keys are skipped. */
exports.mergeSafe = function mergeSafe(target, src) {
  Object.keys(src).forEach((key) => {
    if (BLOCKED.includes(key)) return;
    if (isObj(src[key])) {
      if (!isObj(target[key])) target[key] = {};
      mergeSafe(target[key], src[key]);
    } else {
      // vigil-ok: js.prototype-pollution
      target[key] = src[key];
    }
  });
  return target;
};

/** Vulnerable: for…of over Object.entries, rest arguments. */
exports.defaultsDeep = function defaultsDeep(target, ...sources) {
  for (const src of sources) {
    for (const [key, value] of Object.entries(src)) {
      if (isObj(value)) {
        // vigil: js.prototype-pollution
        target[key] = defaultsDeep(target[key] || {}, value);
      } else if (target[key] === undefined) {
        // vigil: js.prototype-pollution
        target[key] = value;
      }
    }
  }
  return target;
};

/** Patched: only keys the target owns are walked into; new keys go on a prototype-less object. */
exports.defaultsDeepSafe = function defaultsDeepSafe(target, ...sources) {
  for (const src of sources) {
    for (const [key, value] of Object.entries(src)) {
      if (key === '__proto__' || key === 'constructor') continue;
      if (isObj(value)) {
        const next = Object.prototype.hasOwnProperty.call(target, key) ? target[key] : Object.create(null);
        // vigil-ok: js.prototype-pollution
        target[key] = defaultsDeepSafe(next, value);
      } else if (target[key] === undefined) {
        // vigil-ok: js.prototype-pollution
        target[key] = value;
      }
    }
  }
  return target;
};

/** Vulnerable: a dotted path walked with an index loop. */
exports.set = function set(obj, dotted, value) {
  const parts = dotted.split('.');
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isObj(cur[parts[i]])) cur[parts[i]] = {};
    cur = cur[parts[i]];
  }
  // vigil: js.prototype-pollution
  cur[parts[parts.length - 1]] = value;
  return obj;
};

/** Patched: each part checked before the walk. */
exports.setSafe = function setSafe(obj, dotted, value) {
  const parts = dotted.split('.');
  if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) return obj;
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    if (!isObj(cur[parts[i]])) cur[parts[i]] = {};
    cur = cur[parts[i]];
  }
  // vigil-ok: js.prototype-pollution
  cur[parts[parts.length - 1]] = value;
  return obj;
};

/** Vulnerable: `{'a.b': 1}` unflattened with a reduce over the split key. */
exports.unflatten = function unflatten(flat) {
  const out = {};
  for (const key of Object.keys(flat)) {
    const parts = key.split('.');
    const last = parts.pop();
    // vigil: js.prototype-pollution
    const parent = parts.reduce((o, p) => (o[p] = o[p] || {}), out);
    parent[last] = flat[key];
  }
  return out;
};

/** Patched: the result and each level are prototype-less objects. */
exports.unflattenSafe = function unflattenSafe(flat) {
  const out = Object.create(null);
  for (const key of Object.keys(flat)) {
    const parts = key.split('.');
    const last = parts.pop();
    // vigil-ok: js.prototype-pollution
    const parent = parts.reduce((o, p) => (o[p] = o[p] || Object.create(null)), out);
    parent[last] = flat[key];
  }
  return out;
};

/** Vulnerable: a reduce over the source's keys into the target, recursing into existing values. */
exports.assign = function assign(target, src) {
  return Object.keys(src).reduce((acc, k) => {
    // vigil: js.prototype-pollution
    acc[k] = isObj(src[k]) ? assign(acc[k] || {}, src[k]) : src[k];
    return acc;
  }, target);
};

/** Patched: `__proto__`, `constructor` and `prototype` are never copied. */
exports.assignSafe = function assignSafe(target, src) {
  return Object.keys(src).reduce((acc, k) => {
    if (BLOCKED.indexOf(k) !== -1) return acc;
    // vigil-ok: js.prototype-pollution
    acc[k] = isObj(src[k]) ? assignSafe(acc[k] || {}, src[k]) : src[k];
    return acc;
  }, target);
};

/** Vulnerable: path given as an array or a bracketed string (`a[b][c]`). */
exports.put = function put(obj, path, value) {
  const keys = Array.isArray(path) ? path : path.replace(/\]/g, '').split(/[.[]/);
  let o = obj;
  while (keys.length > 1) {
    const k = keys.shift();
    o = o[k] = o[k] || {};
  }
  // vigil: js.prototype-pollution
  o[keys[0]] = value;
  return obj;
};

/** Patched: the walk stops at any key that is not the object's own or a new plain key. */
exports.putSafe = function putSafe(obj, path, value) {
  const keys = Array.isArray(path) ? path : path.replace(/\]/g, '').split(/[.[]/);
  let o = obj;
  while (keys.length > 1) {
    const k = keys.shift();
    if (!Object.prototype.hasOwnProperty.call(o, k)) o[k] = {};
    o = o[k];
  }
  if (keys[0] === '__proto__') return obj;
  // vigil-ok: js.prototype-pollution
  o[keys[0]] = value;
  return obj;
};
