/** Dataflow features of the taint engine on small JavaScript/TypeScript programs. */
import { describe, expect, it } from 'vitest';
import { scanProject, scanSnippet } from './testing.js';

/** Lines reported for a rule (all rules when omitted). */
function lines(src: string, rule?: string): number[] {
  return scanSnippet('typescript', src)
    .filter((f) => !rule || f.ruleId === rule)
    .map((f) => f.startLine)
    .sort((a, b) => a - b);
}

const H = "const cp = require('child_process');\nfunction h(req, res) {\n"; // lines 1-2; body starts at line 3
const at = (body: string) => H + body + '\n}\n';

describe('js dataflow', () => {
  it('instances of project classes: `new`, injected constructor parameters (other file), a negated includes("..") guard', () => {
    const svc = `import { execSync } from 'child_process';\nexport class Jobs {\n  run(name: string) {\n    return execSync('make ' + name);\n  }\n}\n`;
    const ctl = `import { Jobs } from './jobs';\nexport class Ctl {\n  constructor(private readonly jobs: Jobs) {}\n  go(req) {\n    return this.jobs.run(req.query.t);\n  }\n}\n`;
    const found = scanProject([
      { path: 'src/jobs.ts', language: 'typescript', source: svc },
      { path: 'src/ctl.ts', language: 'typescript', source: ctl },
    ]);
    expect(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`)).toEqual([
      'src/jobs.ts:4:js.command-injection',
    ]);
    const local = `class Repo {\n  lookup(x) { cp.exec('q ' + x); }\n}\nconst repo = new Repo();\nfunction h(req, res) {\n  repo.lookup(req.query.a);\n  const p = req.query.p;\n  if (p.includes('..')) return;\n  fs.readFileSync('/srv/files/' + p);\n}\n`;
    expect(
      scanSnippet(
        'javascript',
        "const cp = require('child_process');\nconst fs = require('fs');\n" + local,
      ).map((f) => `${f.startLine}:${f.ruleId}`),
    ).toEqual(['4:js.command-injection']);
  });
  it('replace() keeping only a safe character set, removing line breaks (a response written on a socket); fs.promises; percent-encoding in SQL', () => {
    const pre = "const fs = require('fs');\n";
    const body = [
      "  cp.exec('tar ' + req.query.a.replace(/[^\\w-]/g, ''));",
      "  cp.exec('tar ' + req.query.a.replace(/[^\\w-]/, ''));",
      "  cp.exec('tar ' + req.query.a.replace(/[^a-z0-9.]/g, ''));",
      "  fs.readFileSync('/d/' + req.query.a.replace(/[^a-z0-9.]/g, ''));",
      "  sock.write('HTTP/1.1 200 OK\\r\\nX-A: ' + req.query.a.replace(/[\\r\\n]/g, ''));",
      "  sock.write('HTTP/1.1 200 OK\\r\\nX-A: ' + req.query.a.replace(/x/g, ''));",
      '  fs.promises.readFile(req.query.f);',
      '  db.query("SELECT 1 WHERE a = \'" + encodeURIComponent(req.query.a) + "\'");',
      "  res.redirect('/search?q=' + encodeURIComponent(req.query.a));",
    ].join('\n');
    expect(
      scanSnippet('javascript', pre + H + body + '\n}\n')
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(
      [
        '5:js.command-injection',
        '7:js.path-traversal',
        '9:js.header-injection',
        '10:js.path-traversal',
        '11:js.sql-injection',
      ].sort(),
    );
  });
  it('element-wise callbacks that rewrite every element at its own index', () => {
    const pre = "const fs = require('fs');\nconst slugify = require('slugify');\n";
    const body = [
      "const a = req.query.n.split('.');",
      'a.forEach((p, i) => { a[i] = slugify(p); });',
      "fs.readFileSync(a.join('.'));",
      "const b = req.query.n.split('.');",
      'b.forEach((p, i) => { if (p.length > 9) b[i] = slugify(p); });',
      "fs.readFileSync(b.join('.'));",
      "const c = req.query.n.split('.');",
      'c.forEach((p, i) => { c[i] = p.trim(); });',
      "fs.readFileSync(c.join('.'));",
    ].join('\n');
    expect(
      scanSnippet('javascript', pre + at(body)).map((f) => `${f.startLine}:${f.ruleId}`),
    ).toEqual(['10:js.path-traversal', '13:js.path-traversal']);
  });
  it('the right operand of && runs under the left test; what it changes is kept', () => {
    expect(
      lines(
        at(
          "  const t = req.query.t;\n  const ok = ['a', 'b'];\n  ok.includes(t) && cp.exec('ls ' + t);\n  t && cp.exec('ls ' + t);\n  const out = [];\n  t.length > 0 && out.push(t);\n  cp.exec('ls ' + out.join(' '));",
        ),
      ),
    ).toEqual([6, 9]);
  });
  it('reassignment and aliasing', () => {
    expect(
      lines(at(`let a = req.query.x;\nlet b = a;\na = 'const';\ncp.exec(a);\ncp.exec(b);`)),
    ).toEqual([7]);
  });
  it('string building: concatenation, template, util.format, +=', () => {
    expect(
      lines(
        at(
          `const t = req.body.t;\ncp.exec('a' + t);\ncp.exec(\`b \${t}\`);\ncp.exec(util.format('c %s', t));\nlet s = 'd';\ns += t;\ncp.exec(s);\ncp.exec('x' + 'y');`,
        ),
      ),
    ).toEqual([4, 5, 6, 9]);
  });
  it('map put/get with constant keys and object literal fields', () => {
    expect(
      lines(
        at(
          `const m = new Map();\nm.set('a', req.query.x);\nm.set('b', 'ok');\ncp.exec(m.get('b'));\ncp.exec(m.get('a'));\nconst o = { k: req.query.x, s: 'safe' };\ncp.exec(o.s);\ncp.exec(o.k);`,
        ),
      ),
    ).toEqual([7, 10]);
  });
  it('list add/get/remove, index sensitive', () => {
    expect(
      lines(
        at(
          `const l = [];\nl.push(req.query.x);\nl.push('x');\ncp.exec(l[1]);\ncp.exec(l[0]);\nl.shift();\ncp.exec(l[0]);`,
        ),
      ),
    ).toEqual([7]);
  });
  it('conditions folding to constants, ternary and switch on constants', () => {
    const body = `const t = req.query.x;\nif (1 > 2) { cp.exec(t); }\nconst x = 5;\nif (x * 2 < 3) { cp.exec(t); }\nconst c = false;\ncp.exec(c ? t : 'safe');\ncp.exec(!c ? t : 'safe');\nconst k = 'b';\nswitch (k) { case 'a': cp.exec(t); break; case 'b': cp.exec('ls'); break; default: cp.exec(t); }\nif (x > 1) { cp.exec(t); }`;
    expect(lines(at(body))).toEqual([9, 12]);
  });
  it('loops carry taint around the body', () => {
    expect(
      lines(
        at(
          `let acc = '';\nlet cmd = 'ls';\nfor (const p of ['a', 'b']) {\n  cp.exec(cmd);\n  cmd = acc;\n  acc = req.query.x;\n}`,
        ),
      ),
    ).toEqual([6]);
  });
  it('encoders: base64 round trip keeps taint; escaping is per sink kind', () => {
    const body = `const t = req.query.x;\nconst b = Buffer.from(t).toString('base64');\nconst d = Buffer.from(b, 'base64').toString();\ncp.exec(d);\nconst e = escapeHtml(t);\nres.send(e);\ndb.query('SELECT ' + e);`;
    expect(lines(at(body))).toEqual([6, 9]);
  });
  it('same-file functions through summaries', () => {
    const src = `const cp = require('child_process');\nfunction id(s) { return s.trim(); }\nfunction k(s) { return 'ls'; }\nfunction clean(s) { return parseInt(s, 10); }\nfunction run(c) { cp.exec(c); }\nfunction h(req) {\n  cp.exec(id(req.query.a));\n  cp.exec(k(req.query.a));\n  cp.exec('x' + clean(req.query.a));\n  run(req.query.b);\n}\n`;
    expect(lines(src)).toEqual([5, 7]);
  });
  it('trace records source, call, return and sink (the propagation on the source line folds into it)', () => {
    const src = `const cp = require('child_process');\nfunction wrap(s) {\n  return 'ls ' + s;\n}\nfunction h(req) {\n  const a = req.query.a;\n  cp.exec(wrap(a));\n}\n`;
    const [f] = scanSnippet('javascript', src, 'app.js');
    expect(f.trace.map((t) => [t.kind, t.line])).toEqual([
      ['source', 6],
      ['call', 7],
      ['return', 3],
      ['sink', 7],
    ]);
    expect(f.trace[0].file).toBe('app.js');
    expect(f.cwe[0]).toBe('CWE-78');
    expect(f.ruleId).toBe('js.command-injection');
  });
  it('guards: allow-lists and prefix checks with early return', () => {
    const body = `const f = req.query.f;\nif (!['a', 'b'].includes(f)) { return; }\ncp.exec(f);\nconst g = req.query.g;\nif (['a'].includes(g)) { cp.exec(g); }\ncp.exec(g);`;
    expect(lines(at(body))).toEqual([8]);
  });
  it('Koa, Fastify and Next.js sources', () => {
    const src = `import { exec } from 'child_process';\nrouter.get('/', async (ctx) => { exec(ctx.query.a); });\nfastify.get('/', async (request, reply) => { exec(request.query.a); });\nexport async function POST(request) {\n  const body = await request.json();\n  exec(body.cmd);\n}\n`;
    expect(lines(src)).toEqual([2, 3, 6]);
  });
  it('handler factories, destructured requests and type assertions', () => {
    const src = `import { exec } from 'child_process';\nmodule.exports = function make() {\n  const prefix = 'ls ';\n  return (req, res, next) => {\n    exec(prefix + req.query.a);\n    exec(prefix);\n  };\n};\nexport const h2 = ({ params, query }, res) => exec(params.a);\nexport function h3(req, res) {\n  exec(<string>req.body.a);\n  exec(req.body.b as string);\n}\n`;
    expect(lines(src)).toEqual([5, 9, 11, 12]);
  });
  it('map holds what the callback returns; Sequelize where-objects are not Mongo filters', () => {
    const body = `const xs = req.body.ids;\ncp.exec(xs.map((x) => x.trim()).join(' '));\ncp.exec(xs.map((x) => parseInt(x, 10)).join(' '));\ncp.exec(xs.map(Number).join(' '));\nUser.findOne({ where: { id: req.body.id } });\nUser.findOne({ id: req.body.id });`;
    expect(lines("const mongoose = require('mongoose');\n" + at(body))).toEqual([5, 9]);
  });
  it('message events without an origin check; React props and state reach HTML sinks only', () => {
    const src = `window.addEventListener('message', (e) => { document.body.innerHTML = e.data; });\nwindow.addEventListener('message', (e) => { if (e.origin !== 'https://a.example') return; document.body.innerHTML = e.data; });\nexport function Card({ html, url }) {\n  fetch(url);\n  return <div dangerouslySetInnerHTML={{ __html: html }} />;\n}\n`;
    expect(scanSnippet('tsx', src).map((f) => `${f.startLine}:${f.ruleId}`)).toEqual([
      '1:js.xss',
      '5:js.xss',
    ]);
  });
  it('cross-file: exported helpers of other project files', () => {
    const util = `import { exec } from 'child_process';\nimport escapeHtml from 'escape-html';\nexport function run(c) {\n  exec('sh ' + c);\n}\nexport function clean(s) {\n  return escapeHtml(s);\n}\n`;
    const app = `import { run, clean } from './util';\napp.get('/', (req, res) => {\n  run(req.query.a);\n  res.send(clean(req.query.b));\n  res.send(req.query.c);\n});\n`;
    const found = scanProject([
      { path: 'src/util.ts', language: 'typescript', source: util },
      { path: 'src/app.ts', language: 'typescript', source: app },
    ]);
    expect(found.map((f) => `${f.file}:${f.startLine}:${f.ruleId}`).sort()).toEqual([
      'src/app.ts:5:js.xss',
      'src/util.ts:4:js.command-injection',
    ]);
    const cmd = found.find((f) => f.ruleId === 'js.command-injection')!;
    expect(cmd.trace.some((t) => t.file === 'src/util.ts' && t.kind === 'sink')).toBe(true);
  });
  it('a closure returned by a factory keeps the argument it captured; a constant one is clean', () => {
    const src = [
      "const cp = require('child_process');",
      'const makeRunner = (c) => () => cp.exec(c);',
      'function makeArchiver(d) {',
      '  return function () { cp.exec(d); };',
      '}',
      'const makeFixed = (c) => () => cp.exec(c);',
      'function h(req, res) {',
      '  const run = makeRunner(req.query.cmd);',
      '  run();',
      '  const arc = makeArchiver(req.query.dir);',
      '  arc();',
      "  const ok = makeFixed('uptime');",
      '  ok();',
      '  const local = () => cp.exec(req.query.x);',
      '  local();',
      '}',
      '',
    ].join('\n');
    expect(lines(src, 'js.command-injection')).toEqual([2, 4, 14]);
  });
  it('callbacks that push into an outer array taint that array, in the caller and in helpers', () => {
    const pre = [
      'function collect(xs) { const out = []; xs.forEach((x) => out.push(x)); return out; }',
      'function collectOf(xs) { const out = []; for (const x of xs) { out.push(x); } return out; }',
      "function marks(xs) { const out = []; xs.forEach(() => out.push('-v')); return out; }",
      '',
    ].join('\n');
    const body = [
      "  cp.exec('ls ' + collect([req.query.a]).join(' '));",
      "  cp.exec('ls ' + collectOf([req.query.a]).join(' '));",
      "  cp.exec('ls ' + marks([req.query.a]).join(' '));",
      "  const o = [];\n  [req.query.b].forEach((x) => o.push(x));\n  cp.exec('ls ' + o.join(' '));",
      "  const k = [];\n  [req.query.b].forEach(() => k.push('x'));\n  cp.exec('ls ' + k.join(' '));",
    ].join('\n');
    expect(lines(pre + at(body), 'js.command-injection')).toEqual([6, 7, 11]);
  });
});

describe('methods of project classes', () => {
  it('a project method named like a database sink is that method; a wrapped sink is still found', () => {
    const src = [
      "const cp = require('child_process');",
      'class UserRepo {',
      '  constructor(rows) { this.rows = rows; }',
      '  find(name) { return this.rows.filter((r) => r.name === name); }',
      '}',
      'class Runner {',
      '  exec(cmd) { return cp.exec(cmd); }',
      '}',
      'function h(req, res) {',
      '  const repo = new UserRepo([]);',
      '  res.json(repo.find(req.query.name));',
      '  const r = new Runner();',
      '  r.exec(req.query.cmd);',
      '  db.collection("users").find({ name: req.query.name });',
      '}',
    ].join('\n');
    expect(
      scanSnippet('javascript', src)
        .map((f) => `${f.startLine}:${f.ruleId}`)
        .sort(),
    ).toEqual(['14:js.nosql-injection', '7:js.command-injection']);
  });
});

describe('compactTrace', () => {
  it('drops a propagation step on the line of the step before it, and nothing else', async () => {
    const { compactTrace } = await import('./analyzer.js');
    const step = (
      kind: 'source' | 'propagation' | 'call' | 'return' | 'sink',
      line: number,
      file = 'a.js',
    ) => ({ file, line, code: `line ${line}`, kind });
    expect(
      compactTrace([
        step('source', 3),
        step('propagation', 3),
        step('propagation', 4),
        step('propagation', 4, 'b.js'),
        step('sink', 4, 'b.js'),
      ]).map((s) => [s.kind, s.file, s.line]),
    ).toEqual([
      ['source', 'a.js', 3],
      ['propagation', 'a.js', 4],
      ['propagation', 'b.js', 4],
      ['sink', 'b.js', 4],
    ]);
    expect(compactTrace([])).toEqual([]);
  });
});

describe('framework models', () => {
  it('handlers named by the framework models: tRPC input (not its context), server actions, awaited generic calls', () => {
    const pad = '\n'.repeat(40);
    const trpc = `import { initTRPC } from '@trpc/server';\nimport { exec } from 'child_process';\nconst t = initTRPC.create();${pad}\nexport const r = t.router({\n  a: t.procedure.mutation(({ input, ctx }) => { exec('x ' + input.n); exec('x ' + ctx.user); }),\n  b: t.procedure.query((opts) => exec('y ' + opts.input)),\n});\nconst other = list.query((row) => exec('z ' + row));\n`;
    expect(lines(trpc, 'js.command-injection')).toEqual([45, 46]);
    const action = `'use server';\nimport { exec } from 'child_process';${pad}\nexport async function act(form: FormData) { exec('a ' + form.get('n')); }\nasync function inner(n: string) { exec('b ' + n); }\n`;
    expect(lines(action, 'js.command-injection')).toEqual([43]);
    const notAction = action.replace("'use server';", '');
    expect(lines(notAction, 'js.command-injection')).toEqual([]);
    const hono = `import { Hono } from 'hono';\nimport { exec } from 'child_process';\nconst app = new Hono();\napp.post('/p', async (c) => {\n  const { h } = await c.req.json<{ h: string }>();\n  exec('ping ' + h);\n});\n`;
    expect(lines(hono, 'js.command-injection')).toEqual([6]);
  });
  it('NoSQL sinks only on a MongoDB library: imported by the file, or by the project module the receiver comes from', () => {
    const route =
      "const models = require('./models');\nasync function h(req, res) {\n  await models.User.findOne({ token: req.body.token });\n  await editor.commands.find({ text: req.query.q });\n}\nmodule.exports = { h };\n";
    const reported = (
      modelSrc: string,
      extra: { path: string; language: 'javascript'; source: string }[] = [],
    ) =>
      scanProject([
        { path: 'app/models/index.js', language: 'javascript', source: modelSrc },
        { path: 'app/routes.js', language: 'javascript', source: route },
        ...extra,
      ])
        .filter((f) => f.ruleId === 'js.nosql-injection')
        .map((f) => `${f.file}:${f.startLine}`);
    // a Mongoose model, directly or through a module the models' index imports
    expect(
      reported(
        "const mongoose = require('mongoose');\nmodule.exports = { User: mongoose.model('User', new mongoose.Schema({})) };\n",
      ),
    ).toEqual(['app/routes.js:3']);
    expect(
      reported("const User = require('./user');\nmodule.exports = { User };\n", [
        {
          path: 'app/models/user.js',
          language: 'javascript',
          source:
            "import mongoose from 'mongoose';\nexport default mongoose.model('User', new mongoose.Schema({}));\n",
        },
      ]),
    ).toEqual(['app/routes.js:3']);
    // a Bookshelf model over SQL; `mongo-sanitize` is no MongoDB driver
    expect(
      reported(
        "const bookshelf = require('bookshelf');\nconst sanitize = require('mongo-sanitize');\nmodule.exports = { User: bookshelf.Model.extend({ tableName: 'users' }) };\n",
      ),
    ).toEqual([]);
    // a module outside the scan is not known: its models stay MongoDB's candidates
    expect(
      scanProject([{ path: 'app/routes.js', language: 'javascript', source: route }])
        .filter((f) => f.ruleId === 'js.nosql-injection')
        .map((f) => f.startLine),
    ).toEqual([3]);
  });
  it('URL allow-lists: a parsed host compared exactly, `some` with an equality, one-return predicates; substrings stay open', () => {
    const src = [
      "const partners = ['https://a.example/', 'https://b.example/'];",
      'const exact = (url) => partners.includes(url);',
      'function sameHost(url) { return new URL(url).hostname === "a.example"; }',
      'function loose(url) { return partners.some((p) => url.includes(p)); }',
      'function h(req, res) {',
      '  const to = req.query.to;',
      "  let host = '';",
      '  try { host = new URL(to).host; } catch { host = ""; }',
      '  if (host === "a.example") res.redirect(to);',
      '  if (partners.some((p) => p === to)) res.redirect(to);',
      '  if (exact(to)) res.redirect(to);',
      '  if (sameHost(to)) res.redirect(to);',
      '  if (loose(to)) res.redirect(to);',
      '  if (new URL(to).pathname === "/a") res.redirect(to);',
      '  if (partners.some((p) => p === req.query.other)) res.redirect(to);',
      '  if (inLoop(to)) res.redirect(to);',
      '  if (collected(to)) res.redirect(to);',
      '  if (collectedLoose(to)) res.redirect(to);',
      '}',
      'function inLoop(url) { for (const p of partners) { if (p === url) return true; } return false; }',
      'function collected(url) { let ok = false; for (const p of partners) { ok = ok || url === p; } return ok; }',
      'function collectedLoose(url) { let ok = false; for (const p of partners) { ok = ok || url.includes(p); } return ok; }',
    ].join('\n');
    expect(lines(src, 'js.open-redirect')).toEqual([13, 14, 15, 18]);
  });
  it('MongoDB filters by their keys and whole `where` objects, wherever the store comes from; `find(callback)` keeps its taint', () => {
    const src = [
      'function h(req, res, db, store, Users) {',
      '  db.reviews.update({ _id: req.body.id }, { $set: { text: req.body.text } });',
      '  db.reviews.find({ $where: "this.score > " + req.query.min });',
      '  store.reviews.find({ author: req.body.author });',
      '  db.reviewsCollection.findOne({ author: req.body.author });',
      '  Users.findAll({ where: req.body });',
      '  Users.findAll({ where: { email: req.body.email } });',
      '  if (typeof req.body.id !== "string") return;',
      '  db.reviews.update({ _id: req.body.id }, { $set: { text: "x" } });',
      '  const link = req.body.links.find((l) => l.primary);',
      '  res.redirect(link.href);',
      '  db.tokens.findOne({ _id: self.apos.launder.string(req.body.token) });',
      '  db.tokens.findOne({ _id: req.body.token, owner: res.locals.user.id });',
      '  db.tokens.findOne({ token: req.body.token });',
      '}',
    ].join('\n');
    expect(lines(src, 'js.nosql-injection')).toEqual([2, 3, 5, 6, 14]);
    expect(lines(src, 'js.open-redirect')).toEqual([11]);
  });
  it('a call that returns nothing gives a falsy result: a branch on it never runs, also joined with false', () => {
    const pre =
      "const fs = require('fs');\nfunction h(req, res) {\n  const p = 'pub/' + req.query.f;\n";
    const dead =
      pre +
      "  let ok;\n  try {\n    ok = fs.accessSync('pub');\n  } catch (e) {\n    ok = false;\n  }\n  if (ok) res.sendFile(p);\n}\n";
    expect(lines(dead, 'js.path-traversal')).toEqual([]);
    const live = dead
      .replace('let ok;', 'let ok = true;')
      .replace("ok = fs.accessSync('pub');", "fs.accessSync('pub');");
    expect(lines(live, 'js.path-traversal')).toEqual([10]);
  });
  it('a count field of a write result (cleanFields) holds no input; the written ids still do', () => {
    const src =
      "function h(req, res) {\n  const docs = JSON.parse(req.body.docs);\n  db.collection('n').insertMany(docs).then((r) => {\n" +
      '    res.send(`<p>${r.insertedCount} added</p>`);\n    res.send(`<p>${r.insertedIds} added</p>`);\n  });\n}\n';
    expect(lines(src, 'js.xss')).toEqual([5]);
    const sql =
      "async function h(req, res) {\n  const [r] = await pool.query('DELETE FROM t WHERE id = ?', [req.params.id]);\n  res.send('<b>' + r.affectedRows + '</b>');\n  res.send('<b>' + r.info + req.params.id + '</b>');\n}\n";
    expect(lines(sql, 'js.xss')).toEqual([4]);
  });
  it('a lookup of stored records returns what the store holds; a tainted collection keeps its taint', () => {
    const src =
      "const store = require('@acme/store');\nconst _ = require('lodash');\nfunction h(req, res) {\n" +
      '  store.findOne({ slug: req.query.s }).then((p) => res.send(`<h1>${p.title}</h1>`));\n' +
      '  const mine = req.body.items.find((i) => i.main);\n  res.send(`<h1>${mine.title}</h1>`);\n' +
      '  const first = _.find(req.body.items, { main: true });\n  res.send(`<h1>${first.title}</h1>`);\n' +
      '  const other = store.fetchOne({ slug: req.query.s });\n  res.send(`<h1>${other.title}</h1>`);\n}\n';
    expect(lines(src, 'js.xss')).toEqual([6, 8, 10]);
  });
  it("a request's answer (responses) is the server's, not its URL; the URL and other locals stay tainted", () => {
    const src =
      "function f() {\n  const page = location.hash.slice(1);\n  $.get('p.php?id=' + page).done((html) => $('#main').html(html));\n" +
      "  $.get('p.php?id=' + page, (html) => $('#main').html(html + page));\n" +
      "  const other = loader.get('p.php?id=' + page);\n  $('#side').html(other);\n}\n";
    expect(lines(src, 'js.xss')).toEqual([4, 6]);
    const awaited =
      "async function g() {\n  const next = new URLSearchParams(location.search).get('next');\n" +
      "  const body = await $.post('save.php', { next });\n  document.getElementById('x').innerHTML = body;\n" +
      '  location.href = next;\n}\n';
    expect(lines(awaited, 'js.xss')).toEqual([]);
    expect(lines(awaited, 'js.open-redirect')).toEqual([5]);
  });
  it("text appended to the page's own URL keeps its origin; a target from the query does not", () => {
    const src =
      "function f(sep) {\n  window.location.href += '?expired=1';\n  location.href += sep + location.hash.slice(1);\n" +
      "  window.location += '#top';\n  location.href = new URLSearchParams(location.search).get('to') + '?x=1';\n}\n";
    expect(lines(src, 'js.open-redirect')).toEqual([5]);
    const held =
      "function g() {\n  let href = document.location.href;\n  href = href + '&nostate=true';\n  document.location = href;\n" +
      "  const back = document.location.href;\n  document.location = back;\n  const part = back.split('#')[1];\n  document.location = part + '?x=1';\n}\n";
    expect(lines(held, 'js.open-redirect')).toEqual([8]);
  });
  it("the page's own URL with constant texts replaced, in place or in a same-file helper, keeps its origin", () => {
    const src =
      "function strip(u) {\n  u = u.replace('partial=1', '').replace('?&', '?');\n  return u.replace('&&', '&');\n}\n" +
      'function f() {\n  document.location = strip(document.location.href);\n' +
      "  location.href = location.href.replace('&tour=1', '');\n" +
      "  location.href = location.href.replace('?', '');\n" +
      "  location.href = location.href.replace('=1', '@evil.example/');\n" +
      "  location.href = location.href.replace('?x', '.evil.example');\n}\n";
    expect(lines(src, 'js.open-redirect')).toEqual([8, 9, 10]);
  });
  it('url.format of a URL parsed from configuration keeps its host when the request fills only its path and query', () => {
    const src =
      "const express = require('express');\nconst { parse, format } = require('url');\nconst r = express.Router();\n" +
      "function rule(to) {\n  r.get('/a', (req, res) => {\n    const t = parse(to);\n    t.pathname = parse(req.url).pathname;\n" +
      '    t.search = parse(req.url).search;\n    res.redirect(format(t));\n  });\n}\n' +
      "r.get('/b', (req, res) => {\n  const t = parse(req.query.base);\n  t.pathname = '/x';\n  res.redirect(format(t));\n});\n" +
      "r.get('/c', (req, res) => {\n  const t = parse('https://a.example/');\n  t.hostname = req.query.h;\n  res.redirect(format(t));\n});\n" +
      "r.get('/d', (req, res) => {\n  res.redirect(format({ pathname: req.query.p }));\n});\n";
    expect(lines(src, 'js.open-redirect')).toEqual([15, 20, 23]);
  });
  it('a lone slash keeps the site only before a value stripped of leading slashes and backslashes', () => {
    // line 4: `/\evil.example` survives a strip of slashes alone; line 5: the raw path; line 3 is safe
    const src =
      "const express = require('express');\nconst app = express();\n" +
      "app.get('/a', (req, res) => { res.setHeader('Location', '/' + req.query.p.replace(/^[/\\\\]+/, '') + '/'); res.end(); });\n" +
      "app.get('/b', (req, res) => { res.setHeader('Location', '/' + req.query.p.replace(/^\\/+/, '') + '/'); res.end(); });\n" +
      "app.get('/c', (req, res) => { res.setHeader('Location', '/' + req.query.p); res.end(); });\n";
    expect(lines(src, 'js.open-redirect')).toEqual([4, 5]);
  });
});

describe('request objects and fixes of npm packages', () => {
  it('a request typed by its parameter in a returned middleware, the request of createServer, request.originalUrl', () => {
    const src = [
      "import { createServer, type IncomingMessage } from 'http';",
      "import { exec } from 'child_process';",
      'export function mw(opts: { n: number }) {',
      '  return (inc: IncomingMessage, out: unknown, next: () => void) => {',
      "    exec('a ' + inc.url);",
      "    exec('b ' + opts.n);",
      '  };',
      '}',
      "createServer((q, s) => { exec('c ' + q.url); });",
      'export function logger() {',
      "  return function (request, response, next) { exec('d ' + request.originalUrl); };",
      '}',
      'function notHandler(item: { url: string }) {',
      "  exec('e ' + item.url);",
      '}',
      "server.on('request', (q, s) => { exec('f ' + q.url); });",
      "server.on('connection', (q) => { exec('g ' + q.url); });",
    ].join('\n');
    expect(lines(src, 'js.command-injection')).toEqual([5, 9, 11, 16]);
  });

  it('a Koa context under another name is read as ctx, in closures too; outside a Koa file it is not', () => {
    const body = [
      "const fs = require('fs');",
      'app.use(async (context, next) => {',
      "  context.body = fs.readFileSync('/d/' + context.query.f);",
      '  await next();',
      '});',
      "router.get('/x', (c) => {",
      "  const read = () => fs.readFileSync('/e/' + c.params.name);",
      '  c.body = read();',
      '});',
      "app.use((context) => { context.state.n = fs.readFileSync('/f/' + context.state.user); });",
    ].join('\n');
    const koa = "const Koa = require('koa');\nconst Router = require('@koa/router');\n" + body;
    expect(lines(koa, 'js.path-traversal')).toEqual([5, 9]);
    expect(lines("const express = require('express');\n" + body, 'js.path-traversal')).toEqual([]);
  });

  it('a request listener handed by name: a prototype method bound to its object, a declared function; a namesake handed elsewhere is not', () => {
    const src = [
      "const http = require('http');",
      "const { exec } = require('child_process');",
      'function Server() {}',
      'Server.prototype.handle = function (incoming, out) {',
      "  exec('a ' + incoming.url);",
      '};',
      'Server.prototype.start = function (port) {',
      '  http.createServer(this.handle.bind(this)).listen(port);',
      '};',
      'function onRequest(q, s) {',
      "  exec('b ' + q.url);",
      '}',
      "srv.on('request', onRequest);",
      'function onData(chunk) {',
      "  exec('c ' + chunk.url);",
      '}',
      "stream.on('data', onData);",
    ].join('\n');
    expect(lines(src, 'js.command-injection')).toEqual([5, 11]);
  });

  it('`../` stripped in a loop until none is left is a fix, one replace is not; a redirect after the own origin must start the path', () => {
    const pre = "const fs = require('fs');\n";
    const body = [
      '  let a = req.query.a;',
      "  while (a.indexOf('../') !== -1) a = a.replace('../', '');",
      "  fs.readFileSync('/d/' + a);",
      "  fs.readFileSync('/d/' + req.query.b.replace('../', ''));",
      "  res.redirect(req.protocol + '://' + req.get('host') + req.query.to);",
      "  res.redirect(req.protocol + '://' + req.get('host') + '/' + req.query.to);",
      '  res.redirect(`${req.protocol}://${req.hostname}${req.originalUrl}`);',
      "  res.setHeader('Location', req.query.to);",
      "  res.setHeader('X-To', req.query.to);",
      "  res.writeHead(302, { Location: req.query.to, 'Content-Type': 'text/plain' });",
      "  res.writeHead(200, { 'Content-Type': req.query.to });",
      "  res.writeHead(301, { Location: 'http://' + req.headers.host + req.url + '/' });",
    ].join('\n');
    expect(lines(pre + at(body)).map((l) => l - 1)).toEqual([6, 7, 10, 12]);
  });
  it('query builders: where(column, value) quotes the column; a lone string or TypeORM string with parameters is SQL', () => {
    const body = [
      `const { f, op, v } = req.query;`,
      `knex('t').where(f, v);`,
      `knex('t').where(f, op, v).orWhere(f, '<', v).andWhere(f, v).having(f, '>', v);`,
      `knex('t').where(f + ' = ' + v);`,
      `repo.createQueryBuilder('t').where('t.' + f + ' = :v', { v });`,
      `repo.createQueryBuilder('t').where('t.a = :v', { v });`,
      `knex('t').where({ [f]: v });`,
    ].join('\n');
    expect(lines(at(body), 'js.sql-injection')).toEqual([6, 7]);
  });
  it('a `..` strip keeps a path below a root only when joined after it or made relative; archive entries and a server response by any name', () => {
    const pre =
      "const fs = require('fs');\nconst path = require('path');\nconst http = require('http');\n";
    const body = [
      "  const p = path.normalize(req.query.f).replace(/^(\\.\\.(\\/|\\\\|$))+/, '');",
      "  fs.readFileSync(path.join('/srv', p));",
      "  fs.readFileSync(path.resolve('/srv', p));",
      '  fs.readFileSync(p);',
      "  fs.readFileSync('/srv/' + p);",
      "  fs.readFileSync(path.resolve('/srv', p.replace(/^\\/+/, '')));",
      "  fs.readFileSync(path.resolve('/srv', req.query.f.replace(/^\\/+/, '')));",
    ].join('\n');
    expect(lines(pre + 'function h(req, res) {\n' + body + '\n}\n', 'js.path-traversal')).toEqual([
      7, 8, 11,
    ]);
    const server = [
      "const http = require('http');",
      "const fs = require('fs');",
      "const url = require('url');",
      'http.createServer((incoming, out) => {',
      '  out.end(fs.readdirSync(incoming.headers.dir).join(""));',
      '  out.end(url.parse(incoming.url).pathname);',
      '  out.end(url.parse(incoming.headers.referer).pathname);',
      '});',
      '',
    ].join('\n');
    expect(
      scanSnippet('javascript', server)
        .filter((f) => f.ruleId === 'js.xss')
        .map((f) => f.startLine),
    ).toEqual([5, 7]);
    const zip = [
      "const fs = require('fs');",
      "const path = require('path');",
      "const yauzl = require('yauzl');",
      'function unzip(zip, dest) {',
      "  zip.on('entry', (e) => {",
      '    fs.writeFileSync(path.join(dest, e.fileName), "");',
      '    fs.writeFileSync(path.join(dest, path.basename(e.fileName)), "");',
      '  });',
      '}',
      '',
    ].join('\n');
    expect(
      scanSnippet('javascript', zip)
        .filter((f) => f.ruleId === 'js.path-traversal')
        .map((f) => f.startLine),
    ).toEqual([6]);
  });
});
