/**
 * A flow through a helper of another file is reported at the helper's sink (the weakness's own
 * line), with the call in its trace: snippet, fingerprint, suppression comments and code kind come
 * from the helper's file.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan.js';
import { makeTree, removeTree } from './helpers.js';

const TOOLS = `const { execSync } = require('child_process');
function runTool(name) {
  const cmd = 'tool --name ' + name;
  return execSync(cmd).toString();
}
module.exports = { runTool };
`;
const APP = `const express = require('express');
const { runTool } = require('./tools');
const app = express();
app.get('/run', (req, res) => {
  const name = req.query.name;
  res.type('text/plain').send(runTool(name));
});
`;

describe('flows through helpers of other files', () => {
  const trees: string[] = [];
  afterAll(() => trees.forEach(removeTree));
  const tree = (files: Record<string, string>) => {
    const t = makeTree(files);
    trees.push(t);
    return t;
  };

  it("is reported at the helper's sink with the caller in the trace", async () => {
    const { findings } = await scan({
      root: tree({ 'src/tools.js': TOOLS, 'src/app.js': APP }),
      jobs: 1,
    });
    const cmd = findings.filter((f) => f.ruleId === 'js.command-injection');
    expect(cmd.map((f) => `${f.file}:${f.startLine}`)).toEqual(['src/tools.js:4']);
    expect(cmd[0].snippet).toContain('execSync(cmd)');
    expect(cmd[0].codeKind).toBe('production');
    const steps = cmd[0].trace.map((t) => `${t.file}:${t.line}`);
    expect(steps).toContain('src/app.js:6');
    expect(steps[steps.length - 1]).toBe('src/tools.js:4');
  });

  it("follows the helper file's suppression comment and code kind", async () => {
    const suppressed = TOOLS.replace(
      '  return execSync(cmd)',
      '  // vigil-ignore: js.command-injection\n  return execSync(cmd)',
    );
    const quiet = await scan({
      root: tree({ 'src/tools.js': suppressed, 'src/app.js': APP }),
      jobs: 1,
    });
    expect(quiet.findings.filter((f) => f.ruleId === 'js.command-injection')).toEqual([]);

    // The helper lives in a test folder: the finding is test code, hidden from the default view.
    const inTests = await scan({
      root: tree({
        'test/support/tools.js': TOOLS,
        'src/app.js': APP.replace('./tools', '../test/support/tools'),
      }),
      jobs: 1,
    });
    const f = inTests.findings.find((x) => x.ruleId === 'js.command-injection');
    expect(f?.file).toBe('test/support/tools.js');
    expect(f?.codeKind).toBe('test');
  });
});
