import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import type { Rule } from '../src/rules/types.js';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultRulesDir } from '../src/rules/load.js';
import { makeTree, removeTree } from './helpers.js';

const RULES = {
  'javascript/lang/test.eval-call.yml': `id: test.eval-call
languages: [javascript, typescript]
title: eval call
severity: high
confidence: high
cwe: [CWE-95]
owasp: A03:2021-Injection
category: injection
message: eval runs a string as code.
recommendation: Do not call eval on data.
rule:
  pattern: eval($X)
`,
  'python/lang/test.md5.yml': `id: test.md5
languages: [python]
title: md5
severity: medium
confidence: high
cwe: [CWE-328]
owasp: A02:2021-Cryptographic Failures
category: crypto
message: MD5 is broken for security use.
recommendation: Use SHA-256 or stronger.
rule:
  pattern: hashlib.md5($$$)
`,
  'text/test.todo-regex.yml': `id: test.todo-regex
mode: regex
languages: [python]
title: marker
severity: low
confidence: low
cwe: [CWE-489]
owasp: A05:2021-Security Misconfiguration
category: misc
message: A debug marker is left in the code.
recommendation: Remove the marker before release.
regex: '(?i)DEBUG_MARKER'
`,
};

let rulesDir: string;
beforeAll(() => {
  rulesDir = makeTree(RULES);
});
afterAll(() => removeTree(rulesDir));

describe('scan', () => {
  it('finds pattern and regex matches with metadata, snippet and fingerprint', async () => {
    const root = makeTree({
      'a.js': 'const x = 1;\neval(userInput);\n',
      'b.py': 'import hashlib\n\nh = hashlib.md5(data)\n# debug_marker here\n',
    });
    try {
      const { findings, stats } = await scan({ root, rulesDir, jobs: 1 });
      expect(findings.map((f) => [f.ruleId, f.file, f.startLine])).toEqual([
        ['test.eval-call', 'a.js', 2],
        ['test.md5', 'b.py', 3],
        ['test.todo-regex', 'b.py', 4],
      ]);
      const f = findings[0];
      expect(f).toMatchObject({
        severity: 'high',
        cwe: ['CWE-95'],
        owasp: 'A03:2021-Injection',
        startColumn: 1,
        endLine: 2,
        endColumn: 16,
        language: 'javascript',
      });
      expect(f.snippet).toBe('const x = 1;\neval(userInput);\n');
      expect(f.fingerprint).toMatch(/^[0-9a-f]{32}$/);
      expect(stats.byLanguage).toEqual({
        javascript: { files: 1, lines: 2 },
        python: { files: 1, lines: 4 },
      });
      expect(stats.linesScanned).toBe(6);
      expect(stats.rulesRun).toBe(3);
      expect(stats.ruleErrors).toEqual([]);
    } finally {
      removeTree(root);
    }
  });

  it('applies vigil-ignore on the line and the line above, by rule id', async () => {
    const root = makeTree({
      'a.js': [
        'eval(a); // vigil-ignore',
        '// vigil-ignore: test.eval-call',
        'eval(b);',
        '// vigil-ignore: some.other-rule',
        'eval(c);',
        '// vigil-ignore: some.other-rule, test.eval-call',
        'eval(d);',
        'eval(e);',
      ].join('\n'),
    });
    try {
      const { findings } = await scan({ root, rulesDir, jobs: 1 });
      expect(findings.map((f) => f.startLine)).toEqual([5, 8]);
    } finally {
      removeTree(root);
    }
  });

  it('drops findings in the baseline; fingerprints survive reformatting and moved lines', async () => {
    const root = makeTree({ 'a.js': 'eval(a);\neval(b);\n' });
    const moved = makeTree({ 'a.js': '\n\n// moved\neval(  a  );\n' });
    try {
      const first = await scan({ root, rulesDir, jobs: 1 });
      expect(first.findings).toHaveLength(2);
      const second = await scan({
        root,
        rulesDir,
        jobs: 1,
        baseline: [first.findings[0].fingerprint],
      });
      expect(second.findings.map((f) => f.startLine)).toEqual([2]);
      const third = await scan({ root: moved, rulesDir, jobs: 1 });
      expect(third.findings[0].fingerprint).toBe(first.findings[0].fingerprint);
      expect(third.findings[0].fingerprint).not.toBe(first.findings[1].fingerprint);
    } finally {
      removeTree(root);
      removeTree(moved);
    }
  });

  it('reads minified bundles for secrets only and counts them', async () => {
    const bundle = Array.from(
      { length: 400 },
      (_, i) => `function a${i}(b){return eval(b)+${i}}`,
    ).join(';');
    const root = makeTree({ 'bundle.min.js': bundle + '\n', 'src.js': 'eval(x);\n' });
    try {
      const { findings, stats } = await scan({ root, rulesDir, jobs: 1 });
      expect(findings.map((f) => f.file)).toEqual(['src.js']);
      expect(stats.minifiedFiles).toBe(1);
      expect(stats.filesScanned).toBe(2);
    } finally {
      removeTree(root);
    }
  });

  it('deduplicates the same rule on the same line', async () => {
    const root = makeTree({ 'a.js': 'eval(eval(x));\n' });
    try {
      const { findings } = await scan({ root, rulesDir, jobs: 1 });
      expect(findings).toHaveLength(1);
    } finally {
      removeTree(root);
    }
  });

  it('records a rule that throws in stats and keeps scanning', async () => {
    const broken: Rule = {
      id: 'test.broken',
      mode: 'pattern',
      languages: ['javascript'],
      title: 'broken',
      severity: 'low',
      confidence: 'low',
      cwe: ['CWE-20'],
      owasp: 'A03:2021-Injection',
      category: 'misc',
      technologies: [],
      message: 'never reported',
      recommendation: 'none',
      references: [],
      rule: { patternz: 'eval($X)' },
      file: 'inline',
    };
    const root = makeTree({ 'a.js': 'eval(a);\n', 'b.js': 'eval(b);\n' });
    try {
      const { findings, stats } = await scan({ root, rulesDir, jobs: 1, extraRules: [broken] });
      expect(findings.map((f) => f.ruleId)).toEqual(['test.eval-call', 'test.eval-call']);
      expect(stats.ruleErrors.length).toBeGreaterThanOrEqual(1);
      expect(stats.ruleErrors[0]).toMatchObject({ ruleId: 'test.broken' });
      expect(stats.ruleErrors[0].error).toMatch(/patternz/);
    } finally {
      removeTree(root);
    }
  });

  it('reports a taint specification that failed to load in stats.ruleErrors and keeps the other languages', async () => {
    const specs = makeTree({
      'python/taint/taint-spec.yaml': 'sources: [unclosed\n',
      'javascript/taint/taint-spec.yaml': readFileSync(
        join(defaultRulesDir(), 'javascript/taint/taint-spec.yaml'),
        'utf8',
      ),
    });
    const root = makeTree({
      'a.py': 'import os\nos.system(input())\n',
      'b.js':
        "const cp = require('child_process');\nrequire('express')().get('/', (req) => cp.exec(req.query.c));\n",
    });
    try {
      const { findings, stats } = await scan({ root, jobs: 1, taintRulesDir: specs });
      expect(stats.ruleErrors).toContainEqual(
        expect.objectContaining({
          ruleId: 'taint',
          file: join('python', 'taint', 'taint-spec.yaml'),
        }),
      );
      expect(stats.ruleErrors.find((e) => e.ruleId === 'taint')!.error).toMatch(
        /taint specification not loaded/,
      );
      expect(
        findings.some((f) => f.file === 'b.js' && f.ruleId.startsWith('js.') && f.trace.length > 0),
      ).toBe(true);
    } finally {
      removeTree(root);
      removeTree(specs);
    }
  });

  it('gives the same result on worker threads as inline, and reports progress', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 40; i++)
      files[`m${i}/f${i}.js`] = `function f${i}(a) {\n  return eval(a + ${i});\n}\n`;
    files['x.py'] = 'import hashlib\nhashlib.md5(b"")\n';
    const root = makeTree(files);
    try {
      const inline = await scan({ root, rulesDir, jobs: 1 });
      const phases = new Set<string>();
      let maxDone = 0;
      const threaded = await scan({
        root,
        rulesDir,
        jobs: 2,
        workerThresholdBytes: 0,
        onProgress: (p) => {
          phases.add(p.phase);
          maxDone = Math.max(maxDone, p.filesDone);
          expect(p.filesDone).toBeLessThanOrEqual(p.filesTotal);
        },
      });
      expect(threaded.findings).toEqual(inline.findings);
      expect(threaded.findings).toHaveLength(41);
      expect(threaded.stats.filesScanned).toBe(41);
      expect(threaded.stats.workerThreads).toBe(2);
      expect(inline.stats.workerThreads).toBe(0);
      expect([...phases]).toEqual(expect.arrayContaining(['discover', 'analyze', 'done']));
      expect(maxDone).toBe(41);
    } finally {
      removeTree(root);
    }
  });

  it("analyzes a small scan on worker threads with threads: 'always', with the same result", async () => {
    const root = makeTree({ 'a.js': 'eval(a);\n', 'b.py': 'import hashlib\nhashlib.md5(b"")\n' });
    const empty = makeTree({ README: 'nothing to analyze\n' });
    try {
      const inline = await scan({ root, rulesDir, jobs: 4 });
      expect(inline.stats.workerThreads).toBe(0);
      const threaded = await scan({ root, rulesDir, jobs: 4, threads: 'always' });
      expect(threaded.stats.workerThreads).toBe(1);
      expect(threaded.findings).toEqual(inline.findings);
      expect(threaded.stats.rulesRun).toBe(inline.stats.rulesRun);
      // jobs 1 still gets one thread when asked for threads.
      const one = await scan({ root, rulesDir, jobs: 1, threads: 'always' });
      expect(one.stats.workerThreads).toBe(1);
      expect(one.findings).toEqual(inline.findings);
      const none = await scan({
        root: empty,
        rulesDir,
        jobs: 2,
        threads: 'always',
        include: ['**/*.js'],
      });
      expect(none.stats).toMatchObject({ filesScanned: 0, workerThreads: 1, rulesRun: 0 });
    } finally {
      removeTree(root);
      removeTree(empty);
    }
  });

  describe('abort', () => {
    let big: string;
    beforeAll(() => {
      const files: Record<string, string> = {};
      const body = Array.from(
        { length: 600 },
        (_, i) =>
          `function g${i}(a, b) { if (a > ${i}) { return eval(b + "${i}"); } return [a, b].map((x) => x * ${i}); }`,
      ).join('\n');
      for (let i = 0; i < 400; i++) files[`d${i % 20}/f${i}.js`] = body;
      big = makeTree(files);
    });
    afterAll(() => removeTree(big));

    for (const jobs of [1, 2]) {
      it(`stops within a second of an abort fired from a timer (jobs ${jobs})`, async () => {
        const ac = new AbortController();
        let timer: NodeJS.Timeout | undefined;
        let abortedAt = 0;
        let filesDone = 0;
        let filesTotal = 0;
        let doneAtAbort = 0;
        const p = scan({
          root: big,
          rulesDir,
          jobs,
          workerThresholdBytes: 0,
          signal: ac.signal,
          onProgress: (pr) => {
            if (pr.phase !== 'analyze') return;
            filesDone = pr.filesDone;
            filesTotal = pr.filesTotal;
            // The abort comes from a timer, as a server's timeout or cancel would: it only fires if the scan lets the event loop run.
            if (filesDone >= 1 && !timer) {
              timer = setTimeout(() => {
                abortedAt = Date.now();
                doneAtAbort = filesDone;
                ac.abort(new Error('cancelled by test'));
              }, 100);
            }
          },
        });
        try {
          await expect(p).rejects.toThrow('cancelled by test');
        } finally {
          clearTimeout(timer);
        }
        const endedAt = Date.now();
        expect(abortedAt).toBeGreaterThan(0);
        expect(endedAt - abortedAt).toBeLessThan(1500);
        // It stopped long before the end: 400 files of 600 functions take several seconds.
        expect(filesTotal).toBe(400);
        expect(doneAtAbort).toBeLessThan(filesTotal / 2);
        expect(filesDone).toBeLessThan(filesTotal);
      });
    }

    it('stops when aborted from onProgress itself (jobs 1)', async () => {
      const ac = new AbortController();
      const p = scan({
        root: big,
        rulesDir,
        jobs: 1,
        signal: ac.signal,
        onProgress: (pr) => {
          if (pr.phase === 'analyze' && pr.filesDone >= 1)
            ac.abort(new Error('cancelled in progress'));
        },
      });
      await expect(p).rejects.toThrow('cancelled in progress');
    });

    it('rejects at once when the signal is already aborted', async () => {
      const ac = new AbortController();
      ac.abort();
      await expect(scan({ root: big, rulesDir, signal: ac.signal })).rejects.toThrow();
    });
  });
});

describe('one hard-coded credential, one finding', () => {
  it('the generic high-entropy secret gives way to the rule that names the credential on that line', async () => {
    const root = makeTree({
      'deploy.sh': '#!/bin/sh\nDB_PASSWORD="deploy-Passw0rd-7"\n',
      'settings.yaml': 'oauth:\n  client_secret: Zq8rT2vL9xW4mN7pK3sY6bH1\n',
    });
    try {
      const { findings } = await scan({ root, jobs: 1 });
      const at = (file: string, line: number) =>
        findings.filter((f) => f.file === file && f.startLine === line).map((f) => f.ruleId);
      expect(at('deploy.sh', 2)).toEqual(['bash.hardcoded-password']);
      // A value no other rule names is still reported by the generic check.
      expect(at('settings.yaml', 2)).toEqual(['secrets.generic-high-entropy']);
    } finally {
      removeTree(root);
    }
  });
});

describe('a pattern rule gives way to the taint rule it names', () => {
  const controller = [
    'using System.Runtime.Serialization.Formatters.Binary;',
    'using Microsoft.AspNetCore.Mvc;',
    'public class StateController : Controller',
    '{',
    '    public object Restore()',
    '    {',
    '        var formatter = new BinaryFormatter();',
    '        return formatter.Deserialize(Request.Body);',
    '    }',
    '    private object Cached(System.IO.Stream cache)',
    '    {',
    '        var formatter = new BinaryFormatter();',
    '        return formatter.Deserialize(cache);',
    '    }',
    '}',
    '',
  ].join('\n');

  it('also when the taint finding comes from the project pass (inline and on worker threads)', async () => {
    const root = makeTree({ 'StateController.cs': controller });
    try {
      for (const threads of ['auto', 'always'] as const) {
        const { findings } = await scan({ root, jobs: 2, threads });
        const at = (line: number) =>
          findings.filter((f) => f.startLine === line).map((f) => f.ruleId);
        // request data reaching the formatter: the taint rule's finding only
        expect(at(8)).toEqual(['cs.insecure-deserialization']);
        // a formatter reading a stream of unknown origin: the pattern rule's
        expect(at(13)).toEqual(['cs.unsafe-deserializer']);
      }
    } finally {
      removeTree(root);
    }
  });
});
