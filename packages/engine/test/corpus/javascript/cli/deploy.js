#!/usr/bin/env node
'use strict';
/**
 * deploy: copies a build to a server. Options come from a commander instance and the command line.
 */
const { execSync, execFileSync } = require('child_process');
const { Command } = require('commander');

const cli = new Command();
cli.option('--target <host>', 'ssh destination').option('--tag <tag>', 'release tag');
cli.parse(process.argv);
const settings = cli.opts();

const paths = { build: process.argv[2] || 'dist', log: '/var/log/deploy.log' };

function copy() {
  // vigil: js.command-injection
  execSync(`rsync -a ${paths.build}/ ${settings.target}:/srv/app`);
  // vigil-ok: js.command-injection
  execFileSync('rsync', ['-a', `${paths.build}/`, `${settings.target}:/srv/app`]);
  // vigil-ok: js.command-injection
  execSync('logger -f ' + paths.log);
}

function tag() {
  // vigil: js.command-injection
  execSync('git tag ' + cli.opts().tag);
  // vigil-ok: js.command-injection
  execFileSync('git', ['tag', '--', cli.opts().tag]);
}

copy();
tag();
