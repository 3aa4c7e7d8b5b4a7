import { describe, expect, it } from 'vitest';
import { findPrototypePollution } from '../src/analyzers/prototype-pollution.js';
import { ensureLanguagesRegistered, parseSource } from '../src/languages/index.js';

ensureLanguagesRegistered();
// the snippets are module code (a page script's functions are read apart, see the last tests)
const asModule = (src: string) => `${src}\nmodule.exports = {};\n`;
const run = (src: string) => {
  const m = asModule(src);
  return findPrototypePollution(parseSource('javascript', m).root(), m);
};
const runPage = (src: string) => findPrototypePollution(parseSource('javascript', src).root(), src);

describe('js.prototype-pollution analyzer', () => {
  it('reads one large function with many candidates and nested closures whole', () => {
    // 1,500 double-index writes inside 300 nested closures of one wrapper (the pattern rule once
    // re-read the wrapper for every candidate; its cost is measured by `npm run bench:speed`,
    // not by a clock in a test that shares the machine).
    const body: string[] = [];
    for (let i = 0; i < 300; i++) {
      body.push(`function h${i}(o, a0, a1, a2, a3, a4, b, v) {`);
      for (let j = 0; j < 5; j++) body.push(`  o[a${j}][b] = v;`);
      body.push('  return function () { return h' + i + '; };', '}');
    }
    const src = `(function (root) {\n${body.join('\n')}\n})(this);\n`;
    expect(run(src)).toHaveLength(1500);
  });

  it('reports obj[a][b] = v only when both keys may come from outside', () => {
    const records = `function count(rows) {\n  const out = {};\n  for (const row of rows) out[row.tier][row.cadence] = 1;\n  return out;\n}\n`;
    expect(run(records)).toHaveLength(0);
    const callback = `function layout(ts, ls) {\n  ts.forEach((t) => ls.forEach((l) => { out[t][l] = []; }));\n}\n`;
    expect(run(callback)).toHaveLength(0);
    const split = `function setPath(o, p, v) {\n  const [a, b] = p.split('.');\n  o[a][b] = v;\n}\n`;
    expect(run(split).map((m) => m.startLine)).toEqual([3]);
    const body = `function apply(o, body) {\n  for (const [a, e] of Object.entries(body)) for (const b of Object.keys(e)) o[a][b] = e[b];\n}\n`;
    expect(run(body).map((m) => m.startLine)).toEqual([2]);
  });

  it('reads a recursive walk keyed by a field of the nodes it visits as no merge', () => {
    const tree = `function trim(items, ast) {\n  for (const item of items) {\n    for (const node of ast.children) {\n      item[node.fieldKey] = trim(item[node.fieldKey], node);\n    }\n  }\n  return items;\n}\n`;
    expect(run(tree)).toHaveLength(0);
    const keys = `function copy(t, s) {\n  for (const k of Object.keys(s)) {\n    t[k] = copy(t[k], s[k]);\n  }\n  return t;\n}\n`;
    expect(run(keys).map((m) => m.startLine)).toEqual([3]);
  });

  it('reads a write into a slot just given a fresh object as no pollution', () => {
    const fresh = `function group(body) {\n  const out = {};\n  for (const a in body) {\n    out[a] = {};\n    for (const b in body[a]) {\n      if (b) out[a][b] = body[a][b];\n    }\n  }\n}\n`;
    expect(run(fresh)).toHaveLength(0);
    const filled = fresh.replace('out[a] = {};', 'if (!out[a]) out[a] = {};');
    expect(run(filled).map((m) => m.startLine)).toEqual([6]);
    // the loop that rebinds the first key sits between the fresh object and the write
    const rebound = `function group(body, a) {\n  const out = {};\n  out[a] = {};\n  for (a in body) {\n    for (const b in body[a]) out[a][b] = body[a][b];\n  }\n}\n`;
    expect(run(rebound).map((m) => m.startLine)).toEqual([5]);
  });

  it("reads a key the user types into the page's own field as theirs", () => {
    const typed = `function rename(tables) {\n  for (const t in tables) {\n    for (const c in tables[t]) {\n      const name = $('#names input[name="' + c + '"]').val();\n      tables[t][name] = tables[t][c];\n    }\n  }\n}\n`;
    expect(run(typed)).toHaveLength(0);
    const picked = typed.replace('.val()', '.attr(c)');
    expect(run(picked).map((m) => m.startLine)).toEqual([5]);
  });

  it('reads one character of a string as no key of the prototype', () => {
    const first = `function index(list, cache) {\n  for (const key in list) {\n    const word = list[key];\n    const lower = word.toLowerCase();\n    const letter = lower[0];\n    if (!cache[letter]) cache[letter] = {};\n    cache[letter][lower] = word;\n  }\n}\n`;
    expect(run(first)).toHaveLength(0);
    const whole = first.replace('const letter = lower[0];', 'const letter = lower.slice(0, 3);');
    expect(run(whole).map((m) => m.startLine)).toEqual([7]);
  });

  it('resolves the keys of a local helper through its calls', () => {
    const local = `function importPosts(posts, out) {\n  const run = (post, index, relation) => {\n    out[index][relation] = post[relation];\n  };\n  posts.forEach((post, index) => {\n    run(post, index, 'tags');\n  });\n}\n`;
    expect(run(local)).toHaveLength(0);
    const outside = `function apply(out, body) {\n  const put = (section, key) => {\n    out[section][key] = true;\n  };\n  put(body.section, body.key);\n}\n`;
    expect(run(outside).map((m) => m.startLine)).toEqual([3]);
  });

  it('a guard in the wrapper clears the writes of its closures; a guard elsewhere does not', () => {
    const guarded = `function outer(o, a, b, v) {\n  if (a === '__proto__') return;\n  const f = () => { o[a][b] = v; };\n  f();\n}\n`;
    expect(run(guarded)).toHaveLength(0);
    const elsewhere = `function check(a) { if (a === '__proto__') throw 1; }\nfunction set(o, a, b, v) { o[a][b] = v; }\n`;
    expect(run(elsewhere).map((m) => m.startLine)).toEqual([2]);
  });

  it('finds a path walker only when the walked variable is the one written', () => {
    const walk = `function put(obj, p, v) {\n  const ks = p.split('/');\n  let cur = obj;\n  for (const k of ks.slice(0, -1)) cur = cur[k] || (cur[k] = {});\n  cur[ks[ks.length - 1]] = v;\n}\n`;
    expect(run(walk).map((m) => m.startLine)).toEqual([5]);
    const other = walk.replace('cur[ks[ks.length - 1]] = v', 'out[ks[ks.length - 1]] = v');
    expect(run(other)).toHaveLength(0);
  });

  it('finds merges over Object.keys/forEach and Object.entries, and reduce path setters; guarded twins stay quiet', () => {
    const keys = `function merge(t, s) {\n  Object.keys(s).forEach((k) => {\n    if (typeof s[k] === 'object') merge(t[k] = t[k] || {}, s[k]);\n    else t[k] = s[k];\n  });\n}\n`;
    // the fill of the step the recursion goes down (`t[k] = t[k] || {}`) is not reported beside the write
    expect(run(keys).map((m) => m.startLine)).toEqual([4]);
    expect(
      run(
        keys.replace(
          'Object.keys(s).forEach((k) => {',
          "Object.keys(s).forEach((k) => {\n    if (k === '__proto__') return;",
        ),
      ),
    ).toHaveLength(0);
    const entries = `const extend = (t, ...srcs) => {\n  for (const s of srcs) for (const [k, v] of Object.entries(s)) {\n    if (v && typeof v === 'object') t[k] = extend(t[k] || {}, v);\n  }\n  return t;\n};\n`;
    expect(run(entries).map((m) => m.startLine)).toEqual([3]);
    expect(
      run(entries.replace('return t;', 'return Object.assign(Object.create(null), t);')),
    ).toHaveLength(0);
    const reduce = `function set(o, p, v) {\n  const ks = p.split('.');\n  ks.reduce((n, k, i) => {\n    if (i === ks.length - 1) n[k] = v;\n    return n[k];\n  }, o);\n}\n`;
    expect(run(reduce).map((m) => m.startLine)).toEqual([4]);
    // a reduce writing a field of its item folds records; it walks no path
    const fold = `function reasons(data, p) {\n  const ks = p.split('.');\n  return data.reduce((memo, cur) => {\n    memo[cur.score] = cur.value;\n    return memo;\n  }, {});\n}\n`;
    expect(run(fold)).toHaveLength(0);
    // a reduce without a split path is a fold, not a setter
    expect(run(reduce.replace("p.split('.')", 'Object.keys(p)'))).toHaveLength(0);
  });
  it('a reduce that folds into its accumulator is no path setter; one that walks is', () => {
    const fold = `function parse(spec) {\n  return spec.split(';').reduce((acc, part) => {\n    acc[part] = true;\n    return acc;\n  }, {});\n}\n`;
    expect(run(fold)).toHaveLength(0);
    const walk = `function put(o, p, v) {\n  return p.split('.').reduce((acc, part) => {\n    acc[part] = acc[part] || {};\n    return acc[part];\n  }, o);\n}\n`;
    expect(run(walk).map((m) => m.startLine)).toEqual([3]);
  });

  it('a key checked against a list of literals before the write is not chosen from outside', () => {
    const listed = `function add(reg, kind, name, v) {\n  if (!['a', 'b'].includes(kind)) return;\n  reg[kind][name] = v;\n}\n`;
    expect(run(listed)).toHaveLength(0);
    const loose = `function add(reg, kind, name, v) {\n  if (kind !== 'a' || name) return;\n  reg[kind][name] = v;\n}\n`;
    expect(run(loose).map((m) => m.startLine)).toEqual([3]);
    const after = `function add(reg, kind, name, v) {\n  reg[kind][name] = v;\n  if (kind !== 'a') throw new Error('x');\n}\n`;
    expect(run(after).map((m) => m.startLine)).toEqual([2]);
  });

  it('the parts of a split string are as outside as the string', () => {
    const own = `function group(list) {\n  const out = {};\n  for (const k of Object.keys(this.meta)) {\n    const [a, b] = k.split(':');\n    out[a][b] = 1;\n  }\n}\n`;
    expect(run(own)).toHaveLength(0);
    const param = `function group(meta) {\n  const out = {};\n  for (const k of Object.keys(meta)) {\n    const [a, b] = k.split(':');\n    out[a][b] = 1;\n  }\n}\n`;
    expect(run(param).map((m) => m.startLine)).toEqual([5]);
  });

  it('a walker counts only for the variable it walks, and only over a path from outside', () => {
    const other = `function tools() {\n  function walk(d, p) { for (const k of p.split('.')) d = d[k]; return d; }\n  function fix(f, d) { d[f.name] = 1; }\n}\n`;
    expect(run(other)).toHaveLength(0);
    const markup = `function save(cfg, el) {\n  const ks = el.getAttribute('data-key').split('.');\n  let c = cfg;\n  for (let i = 0; i < ks.length - 1; i++) c = c[ks[i]];\n  c[ks[ks.length - 1]] = el.value;\n}\n`;
    expect(run(markup)).toHaveLength(0);
    const param = `function save(cfg, key, v) {\n  const ks = key.split('.');\n  let c = cfg;\n  for (let i = 0; i < ks.length - 1; i++) c = c[ks[i]];\n  c[ks[ks.length - 1]] = v;\n}\n`;
    expect(run(param).map((m) => m.startLine)).toEqual([5]);
  });
  it("resolves the keys of a method through the object's own this/self calls", () => {
    const own = `const km = {\n  index(panels) {\n    Object.entries(panels).forEach(([panel, keys]) => {\n      this.record({ panel: panel === 'default' ? 'main' : panel, keys });\n    });\n  },\n  record({ panel, keys }) {\n    this.map[panel][keys] = 1;\n  },\n};\n`;
    expect(run(own)).toHaveLength(0);
    const self = `function methods(self) {\n  return {\n    add() {\n      for (const [a, b] of Object.entries(DEFAULTS)) self.put(a, b);\n    },\n    put(a, b) {\n      self.t[a][b] = 1;\n    },\n  };\n}\n`;
    expect(run(self)).toHaveLength(0);
    const chosen = `const km = {\n  load(opts) {\n    this.record({ panel: opts.panel, keys: opts.keys });\n  },\n  record({ panel, keys }) {\n    this.map[panel][keys] = 1;\n  },\n};\n`;
    expect(run(chosen).map((m) => m.startLine)).toEqual([6]);
    const spread = `class Km {\n  load(opts) {\n    this.record({ ...opts });\n  }\n  record({ panel, keys }) {\n    this.map[panel][keys] = 1;\n  }\n}\n`;
    expect(run(spread).map((m) => m.startLine)).toEqual([6]);
    // a method nobody in the file calls keeps its parameters as outside
    const uncalled = `const km = {\n  record(panel, keys) {\n    this.map[panel][keys] = 1;\n  },\n};\n`;
    expect(run(uncalled).map((m) => m.startLine)).toEqual([3]);
  });

  it('finds a path setter written as a recursion, unless a key check protects it', () => {
    const rec = `function deepSet(o, keys, v) {\n  const [head, ...rest] = keys;\n  if (!rest.length) {\n    o[head] = v;\n    return o;\n  }\n  return deepSet(o[head] || (o[head] = {}), rest, v);\n}\n`;
    expect(run(rec).map((m) => m.startLine)).toEqual([4]);
    const guarded = rec.replace(
      'if (!rest.length)',
      "if (head === '__proto__') return o;\n  if (!rest.length)",
    );
    expect(run(guarded)).toHaveLength(0);
    // a recursion over the program's own tree, the key a constant-like counter: not a setter
    const walk = `function fill(node, i, v) {\n  node[i] = v;\n  if (node.next) fill(node.next, i, v);\n}\n`;
    expect(run(walk)).toHaveLength(0);
  });

  it('reports the write that ends a walk, not the step that fills c[k] with an object', () => {
    const walk = `function setIn(o, path, v) {\n  const ks = path.split('.');\n  let c = o;\n  for (let i = 0; i < ks.length - 1; i++) {\n    c[ks[i]] = c[ks[i]] || {};\n    c = c[ks[i]];\n  }\n  c[ks[ks.length - 1]] = v;\n}\n`;
    expect(run(walk).map((m) => m.startLine)).toEqual([8]);
  });

  it('reports the write of a recursive merge, not its step fill nor a write only for function values', () => {
    const merge =
      'function extend(t, src) {\n  for (const [k, v] of Object.entries(src)) {\n' +
      "    if (typeof v === 'object' && v !== null) {\n      t[k] = t[k] || {};\n      extend(t[k], v);\n      continue;\n    }\n" +
      "    if (typeof v !== 'function' || typeof t[k] !== 'function') {\n      t[k] = v;\n      continue;\n    }\n" +
      '    const prev = t[k];\n    t[k] = (...a) => v(prev, ...a);\n  }\n}\n';
    expect(run(merge).map((m) => m.startLine)).toEqual([9]);
    // a check on another value (the callback, not the entry) says nothing of the entry written
    const other =
      'function extend(t, src, cb) {\n  for (const k in src) {\n' +
      "    if (typeof cb !== 'function') continue;\n    if (typeof src[k] === 'object') extend(t[k], src[k], cb);\n" +
      '    else t[k] = src[k];\n  }\n}\n';
    expect(run(other).map((m) => m.startLine)).toEqual([5]);
    const inside =
      'function extend(t, src) {\n  for (const k in src) {\n' +
      "    if (typeof src[k] === 'object') extend(t[k], src[k]);\n" +
      "    else if (typeof src [ k ] === 'function') t[k] = src[k];\n  }\n}\n";
    expect(run(inside)).toHaveLength(0);
  });

  it("reads the names a page script's functions are given as the calling scripts' own", () => {
    const registry =
      'var cache = {};\nvar templates = {\n  add: function (mod, name, body) {\n' +
      '    if (!cache[mod]) cache[mod] = {};\n    cache[mod][name] = body;\n  }\n};\n';
    expect(runPage(registry)).toHaveLength(0);
    // the same registry in a module, or in a page that reads its own address, is reported
    expect(run(registry).map((m) => m.startLine)).toEqual([5]);
    const linked = `${registry}templates.add(location.hash.slice(1), 'x', '');\n`;
    expect(runPage(linked).map((m) => m.startLine)).toEqual([5]);
    const ns =
      "var App = {\n  ns: function (path, value) {\n    return path.split('.').reduce(function (o, k, i, all) {\n" +
      '      if (o[k] === undefined) o[k] = i + 1 === all.length ? value : {};\n      return o[k];\n    }, this);\n  }\n};\n';
    expect(runPage(ns)).toHaveLength(0);
    expect(run(ns).map((m) => m.startLine)).toEqual([4]);
    // what a value it is given holds (the items of a list) is still data
    const items =
      'function index(list, out) {\n  for (var i in list) {\n    var w = list[i].toLowerCase();\n' +
      "    var p = w.slice(0, w.indexOf(':'));\n    if (!out[p]) out[p] = {};\n    out[p][w] = 1;\n  }\n}\n";
    expect(runPage(items).map((m) => m.startLine)).toEqual([6]);
  });

  it('reads setters given a list of keys; a reduce walk is reported at the walk', () => {
    const list = `function setIn(o, keys, v) {\n  let c = o;\n  for (let i = 0; i < keys.length - 1; i++) c = c[keys[i]] = c[keys[i]] || {};\n  c[keys[keys.length - 1]] = v;\n}\n`;
    expect(run(list).map((m) => m.startLine)).toEqual([4]);
    const listGuarded = `function setIn(o, keys, v) {\n  if (keys.includes('__proto__')) return;\n  let c = o;\n  for (let i = 0; i < keys.length - 1; i++) c = c[keys[i]] = c[keys[i]] || {};\n  c[keys[keys.length - 1]] = v;\n}\n`;
    expect(run(listGuarded)).toHaveLength(0);
    const reduce = `function set(o, p, v) {\n  const parts = p.split('.');\n  const last = parts.pop();\n  const node = parts.reduce((n, k) => (n[k] = n[k] || {}), o);\n  node[last] = v;\n}\n`;
    expect(run(reduce).map((m) => m.startLine)).toEqual([4]);
    const rows = `function index(rows) {\n  const byId = rows.reduce((m, r) => { m[r.id] = r; return m; }, {});\n  byId[rows[0].id] = null;\n}\n`;
    expect(run(rows)).toHaveLength(0);
  });
});
