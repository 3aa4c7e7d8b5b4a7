'use strict';
// Deep merge used by the settings service to apply user preferences on top of defaults.

function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (typeof source[key] === 'object' && source[key] !== null) {
      if (!target[key]) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      // vigil: js.prototype-pollution
      target[key] = source[key];
    }
  }
  return target;
}

const BLOCKED = new Set(['__proto__', 'constructor', 'prototype']);

function safeMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (BLOCKED.has(key)) continue;
    if (typeof source[key] === 'object' && source[key] !== null) {
      if (!Object.prototype.hasOwnProperty.call(target, key)) target[key] = Object.create(null);
      safeMerge(target[key], source[key]);
    } else {
      // vigil-ok: js.prototype-pollution
      target[key] = source[key];
    }
  }
  return target;
}

function setPath(obj, dotted, value) {
  const parts = dotted.split('.');
  let cur = obj;
  for (let i = 0; i < parts.length - 1; i++) {
    cur = cur[parts[i]] = cur[parts[i]] || {};
  }
  // vigil: js.prototype-pollution
  cur[parts[parts.length - 1]] = value;
}

module.exports = { deepMerge, safeMerge, setPath };
