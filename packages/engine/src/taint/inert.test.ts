import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from '@ast-grep/napi';
import type { ParsedFile } from './api.js';
import { Interp } from './engine.js';
import { createTaintAnalyzer } from './index.js';
import { ensureTaintLanguages, sgLang } from './languages.js';

function file(path: string, source: string): ParsedFile {
  ensureTaintLanguages();
  return {
    path,
    absPath: path,
    language: 'python',
    source,
    root: parse(sgLang('python') as never, source).root(),
  };
}

// Django-style views: every one reads the request and returns (a sink word); only some hold a
// sink call or call a function of the file that does
const views = `import os
from django.shortcuts import render

def helper(v):
    os.system('echo ' + v)

def show(request):
    name = request.GET.get('name')
    return render(request, 'show.html', {'name': name})

def run(request):
    os.system('ls ' + request.GET['dir'])
    return render(request, 'done.html')

def via_helper(request):
    helper(request.GET['x'])
    return render(request, 'done.html')

def held(request):
    f = helper
    f(request.GET['y'])
    return render(request, 'done.html')
`;

describe('entry units that can record nothing', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are lowered but not run, and the findings stay', () => {
    const run = vi.spyOn(Interp.prototype, 'runEntry');
    const out = createTaintAnalyzer().analyzeFile(file('views.py', views));
    const ran = run.mock.calls.map(([fn]) => fn.name).sort();
    // `show` names no sink and no function of the file: not run
    expect(ran).toEqual(['held', 'run', 'via_helper']);
    // the sink in `run`, and the one in `helper` reached from `via_helper` and `held`
    expect([...new Set(out.findings.map((f) => `${f.ruleId}:${f.startLine}`))].sort()).toEqual([
      'py.command-injection:12',
      'py.command-injection:5',
    ]);
    // its summary is still computed from its lowered body, as when it ran
    expect(Object.keys(out.summary.functions.show ?? {})).toEqual(['s']);
  });
});
