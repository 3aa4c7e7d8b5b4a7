import { afterAll, describe, expect, it } from 'vitest';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { scan } from '../src/scan.js';
import { makeTree, removeTree, runCli } from './helpers.js';

// A Flask view passing a query parameter to a helper of another file that runs a shell command:
// the finding needs pass 2 (the helper's summary). other.py is unrelated to both.
const RUNNER = `import os


def run_report(name):
    os.system("report --name " + name)
`;
const RUNNER_QUOTED = `import os
import shlex


def run_report(name):
    os.system("report --name " + shlex.quote(name))
`;
const VIEWS = `from flask import Flask, request

from shop.runner import run_report

app = Flask(__name__)


@app.route("/report")
def report():
    name = request.args.get("name", "")
    run_report(name)
    return "ok"
`;
const OTHER = `import hashlib


def password_digest(data):
    return hashlib.md5(data).hexdigest()
`;

describe('incremental scans (cacheDir)', () => {
  const root = makeTree({
    'shop/runner.py': RUNNER,
    'shop/views.py': VIEWS,
    'shop/other.py': OTHER,
  });
  const cacheDir = makeTree({});
  afterAll(() => {
    removeTree(root);
    removeTree(cacheDir);
  });
  const full = () => scan({ root, jobs: 1 });
  const cached = (threads?: 'always') => scan({ root, jobs: threads ? 2 : 1, threads, cacheDir });
  const ids = (fs: { ruleId: string; file: string }[]) => fs.map((f) => `${f.ruleId} ${f.file}`);

  it('gives the findings of a full scan and analyses only what changed', async () => {
    const first = await full();
    expect(ids(first.findings)).toEqual([
      'py.weak-hash shop/other.py',
      'py.command-injection shop/runner.py',
    ]);

    const cold = await cached();
    expect(cold.findings).toEqual(first.findings);
    expect(cold.stats.cache).toEqual({
      analyzed: 3,
      reused: 0,
      projectAnalyzed: 1,
      projectReused: 0,
    });

    // nothing changed: no file is analysed again, the cross-file finding comes from the cache
    const warm = await cached();
    expect(warm.findings).toEqual(first.findings);
    expect(warm.stats.cache).toEqual({
      analyzed: 0,
      reused: 3,
      projectAnalyzed: 0,
      projectReused: 1,
    });
    expect(warm.stats.filesScanned).toBe(first.stats.filesScanned);
    expect(warm.stats.linesScanned).toBe(first.stats.linesScanned);
    expect(warm.stats.rulesRun).toBe(first.stats.rulesRun);

    // an unrelated file changes: the view's pass 2 is still reused
    fs.writeFileSync(path.join(root, 'shop/other.py'), OTHER.replace('md5', 'sha256'));
    const afterOther = await cached();
    expect(afterOther.findings).toEqual((await full()).findings);
    expect(ids(afterOther.findings)).toEqual(['py.command-injection shop/runner.py']);
    expect(afterOther.stats.cache).toEqual({
      analyzed: 1,
      reused: 2,
      projectAnalyzed: 0,
      projectReused: 1,
    });

    // the helper the view depends on changes: views.py is unchanged but its pass 2 runs again
    fs.writeFileSync(path.join(root, 'shop/runner.py'), RUNNER_QUOTED);
    const afterDep = await cached();
    const fullAfterDep = await full();
    expect(afterDep.findings).toEqual(fullAfterDep.findings);
    expect(ids(afterDep.findings)).toEqual([]);
    expect(afterDep.stats.cache).toEqual({
      analyzed: 1,
      reused: 2,
      projectAnalyzed: 1,
      projectReused: 0,
    });

    // and back, on worker threads this time
    fs.writeFileSync(path.join(root, 'shop/runner.py'), RUNNER);
    const back = await cached('always');
    const fullBack = await full();
    expect(ids(fullBack.findings)).toEqual(['py.command-injection shop/runner.py']);
    expect(back.findings).toEqual(fullBack.findings);
    expect(back.stats.cache).toEqual({
      analyzed: 1,
      reused: 2,
      projectAnalyzed: 1,
      projectReused: 0,
    });
    const backWarm = await cached('always');
    expect(backWarm.findings).toEqual(fullBack.findings);
    expect(backWarm.stats.cache).toEqual({
      analyzed: 0,
      reused: 3,
      projectAnalyzed: 0,
      projectReused: 1,
    });
    // a fully cached scan starts no worker thread
    expect(backWarm.stats.workerThreads).toBe(0);
  });

  it('starts over when the engine version differs (another rules directory)', async () => {
    const other = makeTree({});
    try {
      await scan({ root, jobs: 1, cacheDir: other });
      const again = await scan({
        root,
        jobs: 1,
        cacheDir: other,
        onlyRules: ['py.command-injection'],
      });
      expect(again.stats.cache?.reused).toBe(0);
      expect(ids(again.findings)).toEqual(['py.command-injection shop/runner.py']);
    } finally {
      removeTree(other);
    }
  });

  it('analyses a file again when a module it reaches through another changes', async () => {
    // app.js imports models.js, which imports db.js: whether Users.find is MongoDB's depends on db.js
    const tree = makeTree({
      'db.js': 'module.exports = { model(name) { return { name }; } };\n',
      'models.js': "const db = require('./db');\nmodule.exports.Users = db.model('User');\n",
      'app.js': [
        "const express = require('express');",
        "const { Users } = require('./models');",
        'const app = express();',
        "app.get('/users', async (req, res) => {",
        '  res.json(await Users.find(req.query));',
        '});',
        '',
      ].join('\n'),
    });
    const dir = makeTree({});
    try {
      const first = await scan({ root: tree, jobs: 1, cacheDir: dir });
      expect(ids(first.findings)).toEqual([]);
      fs.writeFileSync(
        path.join(tree, 'db.js'),
        "const mongoose = require('mongoose');\nmodule.exports = mongoose;\n",
      );
      const after = await scan({ root: tree, jobs: 1, cacheDir: dir });
      expect(after.findings).toEqual((await scan({ root: tree, jobs: 1 })).findings);
      expect(ids(after.findings)).toEqual(['js.nosql-injection app.js']);
    } finally {
      removeTree(tree);
      removeTree(dir);
    }
  });

  it('survives a damaged cache file', async () => {
    const dir = makeTree({ 'vigil-scan-cache.json': '{"format": 1, "engine": ' });
    try {
      const r = await scan({ root, jobs: 1, cacheDir: dir });
      expect(r.findings).toEqual((await full()).findings);
      expect(r.stats.cache?.analyzed).toBe(3);
    } finally {
      removeTree(dir);
    }
  });

  it('sees an edit that keeps the size and the modification time', async () => {
    const tree = makeTree({ 'digest.py': OTHER });
    const dir = makeTree({});
    try {
      const file = path.join(tree, 'digest.py');
      const { atime, mtime } = fs.statSync(file);
      // a file that last changed well before a scan: the next scans take its hash from its stat stamp
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const first = await scan({ root: tree, jobs: 1, cacheDir: dir });
      expect(ids(first.findings)).toEqual(['py.weak-hash digest.py']);
      const again = await scan({ root: tree, jobs: 1, cacheDir: dir });
      expect(again.stats.cache).toMatchObject({ analyzed: 0, reused: 1 });
      expect(again.findings).toEqual(first.findings);
      // same length, modification time put back: the change time still differs
      const edited = OTHER.replace('md5(data)', 'sha256(d)').replace('(data)', '(d)   ');
      expect(edited.length).toBe(OTHER.length);
      fs.writeFileSync(file, edited);
      fs.utimesSync(file, atime, mtime);
      const after = await scan({ root: tree, jobs: 1, cacheDir: dir });
      expect(after.stats.cache).toMatchObject({ analyzed: 1, reused: 0 });
      expect(after.findings).toEqual((await scan({ root: tree, jobs: 1 })).findings);
      expect(after.findings).toEqual([]);
    } finally {
      removeTree(tree);
      removeTree(dir);
    }
  });

  it('vigil scan --cache DIR reuses the results of the last scan', () => {
    const dir = makeTree({});
    try {
      const a = runCli(['scan', root, '--format', 'json', '--cache', dir]);
      const b = runCli(['scan', root, '--format', 'json', '--cache', dir]);
      expect(a.code).toBe(0);
      const ra = JSON.parse(a.stdout) as {
        findings: unknown[];
        stats: { cache: { analyzed: number } };
      };
      const rb = JSON.parse(b.stdout) as {
        findings: unknown[];
        stats: { cache: { analyzed: number; reused: number } };
      };
      expect(ra.stats.cache.analyzed).toBe(3);
      expect(rb.stats.cache).toMatchObject({ analyzed: 0, reused: 3 });
      expect(rb.findings).toEqual(ra.findings);
    } finally {
      removeTree(dir);
    }
  });
});
