'use strict';
/**
 * dot-config: layered configuration objects. `assign` merges layers, `setIn`/`getIn` read and
 * write dotted paths such as `server.tls.port`. Each writer has a patched twin.
 */
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const FORBIDDEN = ['__proto__', 'constructor', 'prototype'];

/** Vulnerable: layers merged over for...in with rest arguments, no key check. */
function assign(target, ...layers) {
  for (const layer of layers) {
    for (const key in layer) {
      if (isObject(layer[key])) {
        if (!isObject(target[key])) target[key] = {};
        assign(target[key], layer[key]);
      } else {
        // vigil: js.prototype-pollution
        target[key] = layer[key];
      }
    }
  }
  return target;
}

/** Patched: own keys only, and the keys that reach a prototype are skipped. */
function assignSafe(target, ...layers) {
  for (const layer of layers) {
    for (const key in layer) {
      if (!Object.prototype.hasOwnProperty.call(layer, key) || FORBIDDEN.includes(key)) continue;
      if (isObject(layer[key])) {
        if (!isObject(target[key])) target[key] = {};
        assignSafe(target[key], layer[key]);
      } else {
        // vigil-ok: js.prototype-pollution
        target[key] = layer[key];
      }
    }
  }
  return target;
}

/** Vulnerable: the path is split and walked segment by segment. */
function setIn(obj, path, value) {
  const segs = String(path).split('.');
  let node = obj;
  while (segs.length > 1) {
    const seg = segs.shift();
    if (!isObject(node[seg])) node[seg] = {};
    node = node[seg];
  }
  // vigil: js.prototype-pollution
  node[segs[0]] = value;
  return obj;
}

/** Patched: a forbidden segment stops the walk. */
function setInSafe(obj, path, value) {
  const segs = String(path).split('.');
  if (segs.some((s) => FORBIDDEN.indexOf(s) !== -1)) throw new Error('invalid path: ' + path);
  let node = obj;
  while (segs.length > 1) {
    const seg = segs.shift();
    if (!isObject(node[seg])) node[seg] = {};
    node = node[seg];
  }
  // vigil-ok: js.prototype-pollution
  node[segs[0]] = value;
  return obj;
}

/** Vulnerable: a reduce over the source's keys, recursing into objects. */
function defaults(target, source) {
  return Object.keys(source).reduce((acc, key) => {
    // vigil: js.prototype-pollution
    acc[key] = isObject(source[key]) ? defaults(acc[key] || {}, source[key]) : acc[key] === undefined ? source[key] : acc[key];
    return acc;
  }, target);
}

/** Patched: the copy is built on an object without a prototype. */
function defaultsSafe(target, source) {
  return Object.keys(source).reduce((acc, key) => {
    // vigil-ok: js.prototype-pollution
    acc[key] = isObject(source[key]) ? defaultsSafe(acc[key] || Object.create(null), source[key]) : acc[key] === undefined ? source[key] : acc[key];
    return acc;
  }, Object.assign(Object.create(null), target));
}

/** Flattened settings kept in a Map: a key is only a key. */
function flatten(source, prefix = '', out = new Map()) {
  for (const [key, val] of Object.entries(source)) {
    if (isObject(val)) flatten(val, prefix + key + '.', out);
    else out.set(prefix + key, val);
  }
  return out;
}

module.exports = { assign, assignSafe, setIn, setInSafe, defaults, defaultsSafe, flatten };
