import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import type { Finding } from '../src/types.js';
import { makeTree, removeTree, runCli } from './helpers.js';

// One small package: an exported API, a private helper, a CLI entry point and a web handler.
const PROJECT = {
  'lib/index.js': [
    "'use strict';",
    "const { exec, execFile } = require('child_process');",
    "const fs = require('fs');",
    '',
    'function git(args) {',
    "  return exec('git ' + args);",
    '}',
    '',
    'function _internal(cmd) {',
    "  return exec('sh ' + cmd);",
    '}',
    "_internal('./build.sh');",
    '',
    'class Repo {',
    '  checkout(branch) {',
    "    return git('checkout ' + branch);",
    '  }',
    '  checkoutSafe(branch) {',
    "    return execFile('git', ['checkout', '--', branch]);",
    '  }',
    '  read(file) {',
    "    return fs.readFileSync(file, 'utf8');",
    '  }',
    '}',
    '',
    'module.exports = Repo;',
    '',
  ].join('\n'),
  'bin/cli.js': [
    "const { execSync } = require('child_process');",
    "execSync('ls ' + process.argv[2]);",
    "execSync('echo ' + process.env.HOME);",
    '',
  ].join('\n'),
  'server/app.js': [
    "const express = require('express');",
    "const { exec } = require('child_process');",
    'const app = express();',
    "app.get('/x', (req, res) => { exec('ping ' + req.query.host); res.end(); });",
    'module.exports = app;',
    '',
  ].join('\n'),
  'native/log.c': [
    '#include <stdio.h>',
    'void log_line(const char *msg) {',
    '    printf(msg);',
    '}',
    'static void quiet(const char *msg) {',
    '    printf(msg);',
    '}',
    'int main(void) { quiet("ok"); return 0; }',
    '',
  ].join('\n'),
  'py/tool.py': [
    'import subprocess',
    '',
    'def run(cmd):',
    '    return subprocess.check_output(cmd, shell=True)',
    '',
    'def _hidden(cmd):',
    '    return subprocess.check_output(cmd, shell=True)',
    '',
  ].join('\n'),
};

let dir: string;
beforeAll(() => {
  dir = makeTree(PROJECT);
});
afterAll(() => removeTree(dir));

const key = (f: Finding) => `${f.ruleId} ${f.file}:${f.startLine} ${f.threatModel}`;
const taint = (fs: Finding[]) =>
  fs
    .filter((f) => f.threatModel)
    .map(key)
    .sort();

describe('threat models', () => {
  it('remote (the default) reports request data only', async () => {
    const r = await scan({ root: dir, jobs: 1 });
    expect(taint(r.findings)).toEqual(['js.command-injection server/app.js:4 remote']);
    const again = await scan({ root: dir, jobs: 1, threatModels: ['remote'] });
    expect(taint(again.findings)).toEqual(taint(r.findings));
  });

  it('library takes the parameters of exported functions and public methods as untrusted, at the sink line', async () => {
    const r = await scan({ root: dir, jobs: 1, threatModels: ['remote', 'library'] });
    expect(taint(r.findings)).toEqual([
      'c.format-string native/log.c:3 library',
      'js.command-injection lib/index.js:6 library',
      'js.command-injection server/app.js:4 remote',
      'py.command-injection py/tool.py:4 library',
    ]);
    const lib = r.findings.find((f) => f.file === 'lib/index.js')!;
    // the message names the parameter; the trace runs from the public method to the private helper's sink
    expect(lib.message).toContain("parameter 'branch' of exported function checkout");
    expect(lib.trace[0]).toMatchObject({ kind: 'source', line: 15 });
    expect(lib.trace.some((s) => s.kind === 'call' && s.line === 16)).toBe(true);
    expect(lib.trace[lib.trace.length - 1]).toMatchObject({ kind: 'sink', line: 6 });
  });

  it('local takes the command line and the environment as untrusted, request data still is', async () => {
    const r = await scan({ root: dir, jobs: 1, threatModels: ['local'] });
    expect(taint(r.findings)).toEqual([
      'js.command-injection bin/cli.js:2 local',
      'js.command-injection bin/cli.js:3 local',
      'js.command-injection server/app.js:4 remote',
    ]);
    expect(r.findings.find((f) => f.file === 'bin/cli.js')!.message).toMatch(/Threat model: local/);
  });

  it('library alone adds to remote: the same findings as remote,library', async () => {
    const alone = await scan({ root: dir, jobs: 1, threatModels: ['library'] });
    const both = await scan({ root: dir, jobs: 1, threatModels: ['remote', 'library'] });
    expect(taint(alone.findings)).toEqual(taint(both.findings));
    expect(taint(alone.findings)).toContain('js.command-injection server/app.js:4 remote');
  });

  it('the CLI takes --threat-model and refuses unknown models', () => {
    const ok = runCli(['scan', dir, '--threat-model', 'library', '--format', 'json']);
    expect(ok.code).toBe(0);
    const found = (JSON.parse(ok.stdout) as { findings: Finding[] }).findings;
    expect(found.filter((f) => f.threatModel === 'library').length).toBe(3);
    // request data stays untrusted under every model
    expect(found.filter((f) => f.threatModel === 'remote').map((f) => f.file)).toEqual([
      'server/app.js',
    ]);
    const bad = runCli(['scan', dir, '--threat-model', 'remote,intranet']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown threat model 'intranet'");
    // two CLI processes (each loads the rules): more than the default timeout on a busy machine
  }, 180_000);
});

describe('library findings of a helper that is public too', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'index.js': [
        "'use strict';",
        "const { run } = require('./lib/run');",
        'function checkout(branch) {',
        "  return run('git checkout ' + branch);",
        '}',
        'module.exports = { checkout };',
        '',
      ].join('\n'),
      'lib/run.js': [
        "'use strict';",
        "const cp = require('child_process');",
        'function run(cmd) {',
        '  return cp.execSync(cmd);',
        '}',
        'module.exports = { run };',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('the sink line is reported once, with the public caller in the trace rather than the helper alone', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const found = r.findings.filter((f) => f.ruleId === 'js.command-injection');
    expect(found.map((f) => `${f.file}:${f.startLine}`)).toEqual(['lib/run.js:4']);
    expect(found[0].trace.map((s) => `${s.file}:${s.line}:${s.kind}`)).toEqual([
      'index.js:3:source',
      'index.js:4:call',
      'lib/run.js:4:sink',
    ]);
    expect(found[0].message).toContain("parameter 'branch' of exported function checkout");
  });
});

describe('library entry points gathered in an object literal', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'index.js': [
        "'use strict';",
        "const { execSync } = require('child_process');",
        'function clone(url) {',
        "  return execSync('git clone ' + url);",
        '}',
        'function version() {',
        "  return execSync('git --version');",
        '}',
        'function quiet(dir) {',
        "  return execSync('git -C ' + dir + ' status');",
        '}',
        'const tools = {',
        "  fetch(remote) { return execSync('git fetch ' + remote); },",
        '};',
        'const api = { clone, version };',
        'module.exports = { ...api, ...tools };',
        'quiet(__dirname);',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('members of an object spread into module.exports are exported; a function left out is not', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const lines = r.findings
      .filter((f) => f.ruleId === 'js.command-injection')
      .map((f) => f.startLine);
    expect(lines.sort((a, b) => a - b)).toEqual([4, 13]);
  });
});

describe('library: fields a constructor keeps from its arguments', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'index.js': [
        "const { exec, execFile } = require('child_process');",
        'class Thumb {',
        '  constructor(opts) {',
        '    this.file = opts.file;',
        "    this.child = execFile('true', []);",
        '  }',
        '  render() {',
        "    return exec('convert ' + this.file + ' out.png');",
        '  }',
        '  stop() {',
        "    return exec('kill ' + this.child.pid);",
        '  }',
        '}',
        'function Pdf(file) {',
        '  this.file = file;',
        '}',
        'Pdf.prototype.command = function () {',
        "  return 'pdfinfo \"' + this.file + '\"';",
        '};',
        'Pdf.prototype.info = function () {',
        '  return exec(this.command());',
        '};',
        'class Hidden {',
        '  constructor(file) {',
        '    this.file = file;',
        '  }',
        '  render() {',
        "    return exec('convert ' + this.file);",
        '  }',
        '}',
        'module.exports = { Thumb, Pdf };',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('reports a field set from a parameter, not a value the constructor made, nor a class left unexported', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const hits = r.findings.filter((f) => f.ruleId === 'js.command-injection');
    expect(hits.map((f) => f.startLine).sort((a, b) => a - b)).toEqual([8, 21]);
    const render = hits.find((f) => f.startLine === 8)!;
    expect(render.message).toContain(
      "field 'file' set from the constructor of exported class Thumb",
    );
    expect(render.trace?.[0]?.line).toBe(4);
  });

  it('Object.assign(this, options) makes every field one the caller chose; require() in place resolves', async () => {
    const dir = makeTree({
      'index.js': [
        'class Job {',
        '  constructor(options) {',
        '    Object.assign(this, options);',
        '  }',
        '  run() {',
        "    return require('child_process').execSync('make ' + this.target);",
        '  }',
        '  runSafe() {',
        "    return require('child_process').execFileSync('make', [this.target]);",
        '  }',
        '}',
        'module.exports = Job;',
        '',
      ].join('\n'),
    });
    try {
      const r = await scan({ root: dir, jobs: 1, threatModels: ['library'] });
      const hits = r.findings.filter((f) => f.ruleId === 'js.command-injection');
      expect(hits.map((f) => f.startLine)).toEqual([6]);
      expect(hits[0].message).toContain(
        "field 'target' set from the constructor of exported class Job",
      );
    } finally {
      removeTree(dir);
    }
  });

  it('the remote model does not take constructor fields as untrusted', async () => {
    const r = await scan({ root, jobs: 1 });
    expect(r.findings.filter((f) => f.ruleId === 'js.command-injection')).toHaveLength(0);
  });
});

describe('library: fields a parent constructor keeps, functions kept in fields', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'index.js': [
        "const { exec } = require('child_process');",
        'class Base {',
        '  constructor(opts) {',
        '    this.cmd = opts.cmd;',
        '  }',
        '}',
        'class Job extends Base {',
        '  constructor(opts) {',
        '    super(opts);',
        '  }',
        '  run() {',
        '    return exec(this.cmd);',
        '  }',
        '}',
        'class Fixed extends Base {',
        '  constructor(opts) {',
        '    super(opts);',
        "    this.cmd = 'ls';",
        '  }',
        '  run() {',
        '    return exec(this.cmd);',
        '  }',
        '}',
        'class Lit extends Base {',
        '  constructor() {',
        "    super({ cmd: 'ls' });",
        '  }',
        '  run() {',
        '    return exec(this.cmd);',
        '  }',
        '}',
        'class Runner {',
        '  constructor() {',
        '    this.sh = exec;',
        '  }',
        '  go(line) {',
        '    return this.sh(line);',
        '  }',
        '}',
        'module.exports = { Job, Fixed, Lit, Runner };',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('reports a field set from what super() received (not one set again, nor a constant) and a call of exec kept in a field', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const hits = r.findings.filter((f) => f.ruleId === 'js.command-injection');
    expect(hits.map((f) => f.startLine).sort((a, b) => a - b)).toEqual([12, 37]);
    const job = hits.find((f) => f.startLine === 12)!;
    expect(job.message).toContain("field 'cmd' set from the constructor of exported class Job");
    expect(job.trace?.[0]?.line).toBe(4);
  });
});

describe('library: a parent class in another file, a mixin over it', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'base.js': [
        'class Base {',
        '  constructor(opts) {',
        '    this.cmd = opts.cmd;',
        '    this.dir = opts.dir;',
        "    this.bin = 'ls';",
        '  }',
        '}',
        'const mix = (B) => class extends B {};',
        'module.exports = { Base, mix };',
        '',
      ].join('\n'),
      'index.js': [
        "const { exec } = require('child_process');",
        "const { Base, mix } = require('./base');",
        'class Job extends Base {',
        '  run() {',
        '    return exec(this.cmd);',
        '  }',
        '  list() {',
        '    return exec(this.bin);',
        '  }',
        '}',
        'class Mixed extends mix(Base) {',
        '  run() {',
        "    return exec('cd ' + this.dir);",
        '  }',
        '}',
        'class Part extends Base {',
        '  constructor(opts) {',
        '    super({ dir: opts.dir });',
        '  }',
        '  run() {',
        '    return exec(this.cmd);',
        '  }',
        '}',
        'module.exports = { Job, Mixed, Part };',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('reports the fields the imported parent set from the options, with the trace in its file', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const hits = r.findings.filter((f) => f.ruleId === 'js.command-injection');
    expect(hits.map((f) => `${f.file}:${f.startLine}`).sort()).toEqual([
      'index.js:13',
      'index.js:5',
    ]);
    const job = hits.find((f) => f.startLine === 5)!;
    expect(job.message).toContain("field 'cmd' set from the constructor of exported class Job");
    expect(job.trace?.[0]).toMatchObject({ file: 'base.js', line: 3 });
  });

  it('the remote model reports none of them', async () => {
    const r = await scan({ root, jobs: 1 });
    expect(r.findings.filter((f) => f.ruleId === 'js.command-injection')).toEqual([]);
  });
});

/** Lines of the command-injection findings of a scan of `root` under the given threat models. */
async function commandLines(root: string, threatModels?: ('remote' | 'local' | 'library')[]) {
  const r = await scan({ root, jobs: 1, threatModels });
  return r.findings
    .filter((f) => f.ruleId === 'js.command-injection')
    .map((f) => f.startLine)
    .sort((a, b) => a - b);
}

describe('local: top-level variables holding the command line', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'bin/sync.js': [
        "const { execSync } = require('child_process');",
        "const { program } = require('commander');",
        'program.parse();',
        'const opts = program.opts();',
        'const [, , target] = process.argv;',
        "const mode = 'fast';",
        'function push() {',
        "  execSync('rsync -a ' + opts.dir + ' host:');",
        "  execSync('rsync --mode ' + mode);",
        '}',
        'function pull() {',
        "  execSync('scp host:' + target + ' .');",
        '}',
        'push();',
        'pull();',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('a function reading them is reported under local, not under remote', async () => {
    expect(await commandLines(root, ['local'])).toEqual([8, 12]);
    expect(await commandLines(root)).toEqual([]);
  });
});

describe('local: a commander instance and a module-level object holding the command line', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'bin/ship.js': [
        "const { execSync } = require('child_process');",
        "const { Command } = require('commander');",
        'const cli = new Command();',
        'cli.parse(process.argv);',
        'const opts = cli.opts();',
        "const cfg = { dir: process.argv[2], log: '/var/log/ship.log' };",
        'function ship() {',
        "  execSync('tar czf out.tgz ' + cfg.dir);",
        "  execSync('logger -f ' + cfg.log);",
        "  execSync('scp out.tgz ' + opts.host);",
        "  execSync('git tag ' + cli.opts().tag);",
        '}',
        'ship();',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('the fields holding local data and the instance options are reported under local only', async () => {
    expect(await commandLines(root, ['local'])).toEqual([8, 10, 11]);
    expect(await commandLines(root)).toEqual([]);
  });
});

describe('library: a MongoDB filter built from a parameter is the caller query', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'lib/store.js': [
        "const { MongoClient } = require('mongodb');",
        'class Store {',
        '  constructor(db) {',
        "    this.col = db.collection('items');",
        '  }',
        '  get(id) {',
        '    return this.col.findOne({ _id: id });',
        '  }',
        '  byName(name) {',
        '    return this.col.find({ $where: "this.name == \'" + name + "\'" }).toArray();',
        '  }',
        '  handler() {',
        '    return (req, res) => this.col.findOne({ _id: req.body.id }).then((d) => res.json(d));',
        '  }',
        '}',
        'module.exports = { Store, MongoClient };',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('reports the $where string and the request id, not the id the caller passes', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const lines = r.findings
      .filter((f) => f.ruleId === 'js.nosql-injection')
      .map((f) => f.startLine)
      .sort((a, b) => a - b);
    expect(lines).toEqual([10, 13]);
  });
});

describe('library: git options, returned HTML and string patterns', () => {
  let root: string;
  beforeAll(() => {
    root = makeTree({
      'lib/tools.js': [
        "const { execFile } = require('child_process');",
        "exports.clone = (url, dir) => execFile('git', ['clone', url, dir]);",
        "exports.cloneSafe = (url, dir) => execFile('git', ['clone', '--', url, dir]);",
        'exports.fetch = (ref) => {',
        "  if (ref.startsWith('-')) throw new Error('bad ref');",
        "  return execFile('git', ['fetch', 'origin', ref]);",
        '};',
        'exports.link = (href, text) => {',
        "  return '<a href=\"' + href + '\">' + text + '</a>';",
        '};',
        'exports.label = (name, n) => {',
        "  return name + ' (' + n + ')';",
        '};',
        'exports.has = (text, term) => String(text).search(term) >= 0;',
        'exports.route = (router, p) => router.match(p);',
        'exports.lines = (src, q) => src.split("\\n").filter((l) => l.match(q));',
        '',
      ].join('\n'),
    });
  });
  afterAll(() => removeTree(root));

  it('reports each at its line, and the twins not', async () => {
    const r = await scan({ root, jobs: 1, threatModels: ['library'] });
    const got = r.findings.map((f) => `${f.ruleId}:${f.startLine}`).sort();
    expect(got).toEqual([
      'js.command-injection:2',
      'js.regex-injection:14',
      'js.regex-injection:16',
      'js.xss:9',
    ]);
  });

  it('reports none of them under the remote model', async () => {
    const r = await scan({ root, jobs: 1 });
    expect(r.findings).toEqual([]);
  });
});
