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

// Strips working columns from rows fetched for a tree of relations: the keys written are the
// relation names of the tree the query planner built, not keys of an object from outside.
function trimRows(rows, node) {
  for (const row of rows) {
    for (const child of node.children) {
      // vigil-ok: js.prototype-pollution
      row[child.alias] = trimRows(row[child.alias], child);
    }
  }
  return rows;
}

// The same walk keyed by the names of the row's own fields merges whatever the row holds.
function copyNested(target, row) {
  for (const name of Object.keys(row)) {
    // vigil: js.prototype-pollution
    target[name] = copyNested(target[name] || {}, row[name]);
  }
  return target;
}

// Groups the posted rules by section into objects made for them: each section's slot is a new
// object, so a write into it sets that object's own keys whatever the section is called.
function groupRules(posted) {
  const groups = {};
  for (const section in posted) {
    groups[section] = {};
    for (const name in posted[section]) {
      // vigil-ok: js.prototype-pollution
      groups[section][name] = String(posted[section][name]);
    }
  }
  return groups;
}

// Filling the slot only when it is missing reuses what is there: for `__proto__`, Object.prototype.
function mergeRules(groups, posted) {
  for (const section in posted) {
    if (!groups[section]) groups[section] = {};
    for (const name in posted[section]) {
      // vigil: js.prototype-pollution
      groups[section][name] = String(posted[section][name]);
    }
  }
  return groups;
}

module.exports = { deepMerge, safeMerge, setPath, trimRows, copyNested, groupRules, mergeRules };
