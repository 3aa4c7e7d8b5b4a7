'use strict';
/**
 * merge-utils: deep merge, defaults and dotted-path setters for configuration objects.
 */

/** Deep merge over Object.keys (vulnerable: no key check). */
function merge(target, source) {
  Object.keys(source).forEach((key) => {
    if (source[key] && typeof source[key] === 'object') {
      // vigil-ok: js.prototype-pollution
      if (!target[key]) target[key] = {};
      merge(target[key], source[key]);
    } else {
      // vigil: js.prototype-pollution
      target[key] = source[key];
    }
  });
  return target;
}

/** Patched merge: dangerous keys are skipped. */
function mergeSafe(target, source) {
  Object.keys(source).forEach((key) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    if (source[key] && typeof source[key] === 'object') {
      // vigil-ok: js.prototype-pollution
      if (!target[key]) target[key] = {};
      mergeSafe(target[key], source[key]);
    } else {
      // vigil-ok: js.prototype-pollution
      target[key] = source[key];
    }
  });
  return target;
}

/** Variadic extend over Object.entries (vulnerable). */
const extend = (target, ...sources) => {
  for (const src of sources) {
    for (const [key, val] of Object.entries(src)) {
      // vigil: js.prototype-pollution
      if (val && typeof val === 'object') target[key] = extend(target[key] || {}, val);
      // vigil: js.prototype-pollution
      else target[key] = val;
    }
  }
  return target;
};

/** Patched extend: writes into a dictionary without a prototype. */
const extendSafe = (target, ...sources) => {
  const out = Object.assign(Object.create(null), target);
  for (const src of sources) {
    for (const [key, val] of Object.entries(src)) {
      // vigil-ok: js.prototype-pollution
      if (val && typeof val === 'object') out[key] = extendSafe(out[key] || {}, val);
      // vigil-ok: js.prototype-pollution
      else out[key] = val;
    }
  }
  return out;
};

/** set(obj, 'a.b.c', value) by reduce (vulnerable). */
function set(obj, path, value) {
  const keys = String(path).split('.');
  keys.reduce((node, key, i) => {
    // vigil: js.prototype-pollution
    if (i === keys.length - 1) node[key] = value;
    // vigil: js.prototype-pollution
    else node[key] = node[key] || {};
    return node[key];
  }, obj);
  return obj;
}

/** Patched setter: refuses the keys that reach a prototype. */
function setSafe(obj, path, value) {
  const keys = String(path).split('.');
  if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) return obj;
  keys.reduce((node, key, i) => {
    // vigil-ok: js.prototype-pollution
    if (i === keys.length - 1) node[key] = value;
    // vigil-ok: js.prototype-pollution
    else node[key] = node[key] || {};
    return node[key];
  }, obj);
  return obj;
}

/** A loop setter walking the object (vulnerable). */
function put(obj, path, value) {
  const parts = path.split('/');
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    // vigil-ok: js.prototype-pollution
    cur = cur[parts[i]] = cur[parts[i]] || {};
  }
  // vigil: js.prototype-pollution
  cur[parts[parts.length - 1]] = value;
  return obj;
}

/** A shallow copy into a Map: nothing to pollute. */
function toMap(source) {
  const m = new Map();
  for (const key of Object.keys(source)) m.set(key, source[key]);
  return m;
}

module.exports = { merge, mergeSafe, extend, extendSafe, set, setSafe, put, toMap };
