'use strict';

// A registry of widget hooks declared by modules, the log filter read from the operator's
// environment, and an options store whose dotted names come from callers.

const hooks = { render: {}, save: {} };

function addHook(phase, name, fn) {
  if (!['render', 'save'].includes(phase)) throw new Error(`unknown phase ${phase}`);
  // vigil-ok: js.prototype-pollution
  hooks[phase][name] = fn;
}

function addAnyHook(table, phase, name, fn) {
  // vigil: js.prototype-pollution
  table[phase][name] = fn;
}

function parseLogFilter(text) {
  return text.split(';').reduce((filter, module) => {
    // vigil-ok: js.prototype-pollution
    filter[module] = true;
    return filter;
  }, {});
}

function setOption(store, name, value) {
  const keys = name.split('.');
  const last = keys.pop();
  // vigil: js.prototype-pollution
  const parent = keys.reduce((node, key) => (node[key] = node[key] || {}), store);
  parent[last] = value;
}

module.exports = { addHook, addAnyHook, parseLogFilter, setOption };
