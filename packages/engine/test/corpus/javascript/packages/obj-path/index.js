'use strict';
/**
 * obj-path: object helpers (deep set, deep merge, query-string nesting).
 */

/** Sets a value at a path given as an array, by recursion. */
function deepSet(obj, keys, value) {
  const [head, ...rest] = keys;
  if (rest.length === 0) {
    // vigil: js.prototype-pollution
    obj[head] = value;
    return obj;
  }
  if (typeof obj[head] !== 'object') obj[head] = {};
  return deepSet(obj[head], rest, value);
}

function deepSetSafe(obj, keys, value) {
  const [head, ...rest] = keys;
  if (head === '__proto__' || head === 'constructor' || head === 'prototype') return obj;
  if (rest.length === 0) {
    // vigil-ok: js.prototype-pollution
    obj[head] = value;
    return obj;
  }
  if (typeof obj[head] !== 'object') obj[head] = {};
  return deepSetSafe(obj[head], rest, value);
}

/** Sets a value at a dotted path with a while loop. */
function setIn(obj, path, value) {
  const parts = path.split('.');
  let cur = obj;
  while (parts.length > 1) {
    const k = parts.shift();
    cur = cur[k] = cur[k] || {};
  }
  // vigil: js.prototype-pollution
  cur[parts[0]] = value;
  return obj;
}

function setInSafe(obj, path, value) {
  const parts = path.split('.');
  if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) {
    throw new Error('forbidden key');
  }
  let cur = obj;
  while (parts.length > 1) {
    const k = parts.shift();
    cur = cur[k] = cur[k] || {};
  }
  // vigil-ok: js.prototype-pollution
  cur[parts[0]] = value;
  return obj;
}

/** Deep merge over own property names, by recursion. */
function mergeDeep(target, source) {
  for (const key of Object.getOwnPropertyNames(source)) {
    const value = source[key];
    if (value && typeof value === 'object') {
      if (!target[key]) target[key] = {};
      mergeDeep(target[key], value);
    } else {
      // vigil: js.prototype-pollution
      target[key] = value;
    }
  }
  return target;
}

function mergeDeepSafe(target, source) {
  for (const key of Object.getOwnPropertyNames(source)) {
    if (key === '__proto__' || key === 'constructor') continue;
    const value = source[key];
    if (value && typeof value === 'object') {
      if (!target[key]) target[key] = {};
      mergeDeepSafe(target[key], value);
    } else {
      // vigil-ok: js.prototype-pollution
      target[key] = value;
    }
  }
  return target;
}

/** Parses a[b][c]=1 query strings into nested objects. */
function parseNested(qs) {
  const out = {};
  for (const pair of qs.split('&')) {
    const [rawKey, rawValue] = pair.split('=');
    const keys = decodeURIComponent(rawKey).replace(/\]/g, '').split('[');
    let cur = out;
    for (let i = 0; i < keys.length - 1; i++) {
      cur[keys[i]] = cur[keys[i]] || {};
      cur = cur[keys[i]];
    }
    // vigil: js.prototype-pollution
    cur[keys[keys.length - 1]] = decodeURIComponent(rawValue || '');
  }
  return out;
}

function parseNestedSafe(qs) {
  const out = Object.create(null);
  for (const pair of qs.split('&')) {
    const [rawKey, rawValue] = pair.split('=');
    const keys = decodeURIComponent(rawKey).replace(/\]/g, '').split('[');
    let cur = out;
    for (let i = 0; i < keys.length - 1; i++) {
      cur[keys[i]] = cur[keys[i]] || Object.create(null);
      cur = cur[keys[i]];
    }
    // vigil-ok: js.prototype-pollution
    cur[keys[keys.length - 1]] = decodeURIComponent(rawValue || '');
  }
  return out;
}

module.exports = { deepSet, deepSetSafe, setIn, setInSafe, mergeDeep, mergeDeepSafe, parseNested, parseNestedSafe };
