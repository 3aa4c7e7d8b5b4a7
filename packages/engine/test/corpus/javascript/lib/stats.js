'use strict';

// Counters of subscriptions per tier and cadence, and a settings store written by an admin API.

function countByTier(rows) {
  const counts = {};
  for (const row of rows) {
    counts[row.tier] = counts[row.tier] || {};
    // vigil-ok: js.prototype-pollution
    counts[row.tier][row.cadence] = row.count;
  }
  return counts;
}

function layout(templates, locations, data) {
  const out = {};
  templates.forEach((template, index) => {
    out[template] = {};
    locations.forEach((location) => {
      // vigil-ok: js.prototype-pollution
      out[template][location] = JSON.parse(data[index][location] || '[]');
    });
  });
  return out;
}

function reasonsByScore(rows, header) {
  const [first] = header.split(',');
  const reasons = rows.reduce((memo, cur) => {
    // vigil-ok: js.prototype-pollution
    memo[cur.score] = cur.value;
    return memo;
  }, {});
  return { first, reasons };
}

function setPath(target, dotted, value) {
  return dotted.split('.').reduce((node, key, i, keys) => {
    // vigil: js.prototype-pollution
    if (i === keys.length - 1) node[key] = value;
    return node[key] || (node[key] = {});
  }, target);
}

// Imported posts: relations are resolved by a local helper called with constant relation names.
function linkRelations(posts, imported) {
  const link = (post, index, relation) => {
    // vigil-ok: js.prototype-pollution
    imported[index][relation] = (post[relation] || []).map((r) => r.id);
  };
  posts.forEach((post, index) => {
    link(post, index, 'tags');
    link(post, index, 'authors');
  });
  return imported;
}

// Server statistics: `INFO` of the cache server parsed into a map.
const cache = {
  info(conn, callback) {
    conn.info((err, text) => {
      const data = {};
      text.split('\r\n').forEach((line) => {
        const parts = line.split(':');
        // vigil-ok: js.prototype-pollution
        if (parts[1]) data[parts[0]] = parts[1];
      });
      callback(err, data);
    });
  },
};

class SettingsStore {
  constructor() {
    this.values = { mail: {}, ui: {} };
  }

  set(section, key, value) {
    // vigil: js.prototype-pollution
    this.values[section][key] = value;
  }

  apply(body) {
    for (const [section, entries] of Object.entries(body)) {
      for (const key of Object.keys(entries)) {
        // vigil: js.prototype-pollution
        this.values[section][key] = entries[key];
      }
    }
  }
}

module.exports = { countByTier, layout, reasonsByScore, setPath, linkRelations, cache, SettingsStore };
