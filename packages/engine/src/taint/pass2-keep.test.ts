import { describe, expect, it } from 'vitest';
import { parse } from '@ast-grep/napi';
import type { Finding, LanguageId } from '../types.js';
import type { ParsedFile, ProjectSummaries, TaintAnalyzer } from './api.js';
import { createTaintAnalyzer } from './index.js';
import { ensureTaintLanguages, sgLang } from './languages.js';
import { assignPass2 } from '../scan.js';

/** A file whose tree is parsed when first read; `reads` counts the parses. */
function lazyFile(
  path: string,
  language: LanguageId,
  source: string,
  reads: { n: number },
): ParsedFile {
  ensureTaintLanguages();
  let root: ParsedFile['root'] | undefined;
  return {
    path,
    absPath: path,
    language,
    source,
    get root() {
      if (!root) {
        reads.n++;
        root = parse(sgLang(language) as never, source).root();
      }
      return root;
    },
  };
}

const util = `import os
import subprocess

def run(c):
    os.system('sh ' + c)

def quiet(c):
    subprocess.call(['ls', c])

def wrap(c):
    return 'echo ' + c
`;
const app = `import os
from flask import request
from .util import run, quiet, wrap

def local(s):
    return s.strip()

@app.route('/a')
def a():
    run(local(request.args['a']))
    quiet(request.args['b'])
    os.system(wrap(request.args['c']))
    return 'ok'

@app.route('/b')
def b():
    os.system(local(request.args['d']))
`;

/** Pass 1 of every file, then pass 2 of those needing the project; parses of pass 2 counted. */
function scanTwoPasses(
  a: TaintAnalyzer,
  files: { path: string; source: string }[],
): { findings: string[]; pass2Parses: number } {
  const project: ProjectSummaries = { files: {} };
  const out: Finding[] = [];
  const pending: { path: string; source: string }[] = [];
  for (const f of files) {
    const r = a.analyzeFile(lazyFile(f.path, 'python', f.source, { n: 0 }));
    out.push(...r.findings);
    project.files[f.path] = JSON.parse(JSON.stringify(r.summary));
    if (r.needsProject) pending.push(f);
  }
  const reads = { n: 0 };
  for (const f of pending)
    out.push(...a.analyzeWithProject(lazyFile(f.path, 'python', f.source, reads), project));
  a.release?.();
  return {
    findings: out
      .map((f) => `${f.file}:${f.startLine}:${f.ruleId}:${f.trace.map((t) => t.line).join(',')}`)
      .sort(),
    pass2Parses: reads.n,
  };
}

describe('taint pass 2 takes over the pass 1 state of its file', () => {
  const files = [
    { path: 'pkg/util.py', source: util },
    { path: 'pkg/app.py', source: app },
  ];

  it('finds the same flows as a pass 2 that parses and lowers again, without parsing', () => {
    const kept = scanTwoPasses(createTaintAnalyzer(), files);
    const fresh = scanTwoPasses(createTaintAnalyzer({ keepBytes: 0 }), files);
    // the cross-file flows (a helper's sink, a helper's return) and the same-file one
    expect(
      kept.findings.filter((f) => f.startsWith('pkg/util.py:5:py.command-injection')).length,
    ).toBe(1);
    expect(kept.findings.some((f) => f.startsWith('pkg/app.py:12:py.command-injection'))).toBe(
      true,
    );
    expect(kept.findings.some((f) => f.startsWith('pkg/app.py:17:py.command-injection'))).toBe(
      true,
    );
    expect(kept.findings).toEqual(fresh.findings);
    expect(kept.pass2Parses).toBe(0);
    expect(fresh.pass2Parses).toBe(1);
  });

  it('parses again when the source changed since pass 1, or after release', () => {
    const a = createTaintAnalyzer();
    const project: ProjectSummaries = { files: {} };
    for (const f of files)
      project.files[f.path] = JSON.parse(
        JSON.stringify(a.analyzeFile(lazyFile(f.path, 'python', f.source, { n: 0 })).summary),
      );
    const reads = { n: 0 };
    const changed = app.replace("os.system(wrap(request.args['c']))", "os.system(wrap('c'))");
    const found = a.analyzeWithProject(lazyFile('pkg/app.py', 'python', changed, reads), project);
    expect(reads.n).toBe(1);
    expect(found.some((f) => f.file === 'pkg/app.py' && f.startLine === 12)).toBe(false);

    a.analyzeFile(lazyFile('pkg/app.py', 'python', app, { n: 0 }));
    a.release?.();
    const again = { n: 0 };
    a.analyzeWithProject(lazyFile('pkg/app.py', 'python', app, again), project);
    expect(again.n).toBe(1);
  });
});

describe('assignPass2', () => {
  const task = (rel: string) => ({
    abs: '/t/' + rel,
    rel,
    language: 'python' as LanguageId,
    size: 1,
  });

  it('sends each file to the thread that ran its pass 1 while the shares stay even', () => {
    const need = ['a', 'b', 'c', 'd'].map(task);
    const owner = new Map([
      ['a', 0],
      ['b', 1],
      ['c', 0],
      ['d', 1],
    ]);
    expect(assignPass2(need, owner, 2).map((l) => l.map((t) => t.rel))).toEqual([
      ['a', 'c'],
      ['b', 'd'],
    ]);
  });

  it('moves files from an overloaded thread and places files without an owner on the least loaded', () => {
    const need = ['a', 'b', 'c', 'd', 'e', 'f'].map(task);
    const owner = new Map([
      ['a', 0],
      ['b', 0],
      ['c', 0],
      ['d', 0],
      ['e', 0],
    ]);
    const out = assignPass2(need, owner, 2);
    expect(out.map((l) => l.length)).toEqual([3, 3]);
    expect(out[0].map((t) => t.rel)).toEqual(['a', 'b', 'c']);
    expect(out[1].map((t) => t.rel).sort()).toEqual(['d', 'e', 'f']);
  });
});
