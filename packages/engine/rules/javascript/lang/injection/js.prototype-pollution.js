const _ = require('lodash');

function setByPath(obj, path, value) {
  const [section, field] = path.split('.');
  // vigil: js.prototype-pollution
  obj[section][field] = value;
}

function deepMerge(target, source) {
  for (const key in source) {
    if (typeof source[key] === 'object') {
      // vigil: js.prototype-pollution
      target[key] = deepMerge(target[key] || {}, source[key]);
    } else {
      // vigil: js.prototype-pollution
      target[key] = source[key];
    }
  }
  return target;
}

function assignDeep(dst, src) {
  for (const k of Object.keys(src)) {
    // vigil-ok: js.prototype-pollution
    if (!dst[k]) dst[k] = {};
    if (typeof src[k] === 'object') assignDeep(dst[k], src[k]);
    // vigil: js.prototype-pollution
    else dst[k] = src[k];
  }
}

function setIn(obj, dotted, value) {
  const keys = dotted.split('.');
  let node = obj;
  for (let i = 0; i < keys.length - 1; i++) {
    // vigil-ok: js.prototype-pollution
    node = node[keys[i]] = node[keys[i]] || {};
  }
  // vigil: js.prototype-pollution
  node[keys[keys.length - 1]] = value;
}

function updateSettings(req, res) {
  // vigil: js.prototype-pollution
  const settings = _.merge({}, defaults, req.body);
  res.json(settings);
}

function safeMerge(target, source) {
  for (const key in source) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    // vigil-ok: js.prototype-pollution
    target[key] = typeof source[key] === 'object' ? safeMerge(target[key] || {}, source[key]) : source[key];
  }
  return target;
}

function update(settings, section, key, value) {
  if (!Object.prototype.hasOwnProperty.call(settings, section) || BLOCKED_KEYS.has(key)) throw new Error('bad key');
  // vigil-ok: js.prototype-pollution
  settings[section][key] = value;
}

class Reply {
  header(key, value) {
    // vigil-ok: js.prototype-pollution
    this[kReplyHeaders][key] = value;
  }
}

function buildRows(columns, row) {
  const result = {};
  for (const [path, index] of Object.entries(columns)) {
    let node = result;
    for (const part of path) node = node[part] || (node[part] = {});
    // vigil-ok: js.prototype-pollution
    node[path[path.length - 1]] = row[index];
  }
  return result;
}

function fill(grid, rows) {
  for (let i = 0; i < rows.length; i++) {
    // vigil-ok: js.prototype-pollution
    grid[i][0] = rows[i];
  }
}

function lowerKeys(schema) {
  const normalized = {};
  for (const prop of Object.keys(schema)) {
    // vigil-ok: js.prototype-pollution
    normalized[prop.toLowerCase()] = lowerKeys(schema[prop]);
  }
  return normalized;
}

function countWords(words) {
  const counts = {};
  for (const w of words) {
    // vigil-ok: js.prototype-pollution
    counts[w] = (counts[w] || 0) + 1;
  }
  return counts;
}

// vigil-ok: js.prototype-pollution
const merged = _.merge({}, defaults, overrides);

function toFlags(spec) {
  return spec.split(',').reduce((flags, name) => {
    // vigil-ok: js.prototype-pollution
    flags[name] = true;
    return flags;
  }, {});
}

function setByReduce(obj, path, value) {
  const parts = path.split('.');
  const last = parts.pop();
  const parent = parts.reduce(
    // vigil: js.prototype-pollution
    (node, part) => (node[part] = node[part] || {}),
    obj,
  );
  parent[last] = value;
}

function registerChoice(registry, type, name, entry) {
  if (type !== 'action' && type !== 'status') throw new Error('bad type');
  // vigil-ok: js.prototype-pollution
  registry[type][name] = entry;
}

function registerAny(registry, type, name, entry) {
  if (!type) throw new Error('type required');
  // vigil: js.prototype-pollution
  registry[type][name] = entry;
}

class FieldMeta {
  grouped() {
    const out = {};
    for (const metaKey of Object.keys(this.meta)) {
      const [ns, key] = metaKey.split(':', 2);
      // vigil-ok: js.prototype-pollution
      out[ns][key] = this.meta[metaKey];
    }
    return out;
  }
}

function groupEntries(entries) {
  const out = {};
  for (const entryKey of Object.keys(entries)) {
    const [ns, key] = entryKey.split(':', 2);
    // vigil: js.prototype-pollution
    out[ns][key] = entries[entryKey];
  }
  return out;
}

function schemaTools() {
  function readPath(data, path) {
    for (const part of path.split('.')) data = data[part];
    return data;
  }
  function convert(field, data) {
    // vigil-ok: js.prototype-pollution
    data[field.name] = String(data[field.name]).trim();
  }
  return { readPath, convert };
}

function readForm(root, settings) {
  for (const el of root.querySelectorAll('[data-key]')) {
    const parts = el.getAttribute('data-key').split('.');
    let node = settings;
    for (let i = 0; i < parts.length - 1; i++) node = node[parts[i]];
    // vigil-ok: js.prototype-pollution
    node[parts[parts.length - 1]] = el.value;
  }
}

function writeSetting(settings, dotted, value) {
  const parts = dotted.split('.');
  let node = settings;
  for (let i = 0; i < parts.length - 1; i++) node = node[parts[i]];
  // vigil: js.prototype-pollution
  node[parts[parts.length - 1]] = value;
}

function putPath(target, dotted, value) {
  const keys = dotted.split('.');
  let at = target;
  for (let i = 0; i < keys.length - 1; i++) at = at[keys[i]] ??= {};
  // vigil: js.prototype-pollution
  at[keys[keys.length - 1]] = value;
}

function putPathChecked(target, dotted, value) {
  const keys = dotted.split('.');
  if (keys.includes('__proto__') || keys.includes('constructor')) return;
  let at = target;
  for (let i = 0; i < keys.length - 1; i++) at = at[keys[i]] ||= {};
  // vigil-ok: js.prototype-pollution
  at[keys[keys.length - 1]] = value;
}
