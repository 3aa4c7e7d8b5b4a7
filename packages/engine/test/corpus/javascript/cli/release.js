#!/usr/bin/env node
'use strict';
/**
 * release: bumps the version, tags and publishes. Run by maintainers and by CI jobs whose
 * environment and arguments come from pull requests: the local threat model applies.
 */
const { execSync, execFileSync } = require('child_process');
const fs = require('fs');
const path = require('path');

const [, , version, ...rest] = process.argv;
const VERSION_RE = /^\d+\.\d+\.\d+$/;

function tag(v) {
  // vigil: js.command-injection
  execSync('git tag v' + v);
}

function tagSafe(v) {
  if (!VERSION_RE.test(v)) throw new Error('version must be x.y.z');
  // vigil-ok: js.command-injection
  execSync('git tag v' + v);
}

function publish() {
  const registry = process.env.NPM_REGISTRY;
  // vigil: js.command-injection
  execSync(`npm publish --registry ${registry}`);
  // vigil-ok: js.command-injection
  execFileSync('npm', ['publish', '--registry', registry]);
}

function changelog() {
  const notes = fs.readFileSync(path.join(__dirname, 'NOTES.md'), 'utf8');
  const first = notes.split('\n')[0];
  // vigil: js.command-injection
  execSync('git commit -am "' + first + '"');
  // vigil-ok: js.command-injection
  execFileSync('git', ['commit', '-am', first]);
}

// vigil-ok: js.command-injection
execSync('npm test');
tag(version);
tagSafe(version);
publish();
changelog();
console.log('released', version, rest.length);
