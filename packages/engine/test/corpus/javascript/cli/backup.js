#!/usr/bin/env node
'use strict';
/**
 * backup: archives a folder to a remote host; the options come from the command line (commander).
 */
const { execSync, execFileSync } = require('child_process');
const { program } = require('commander');

program.option('--dir <dir>', 'folder to archive').option('--host <host>', 'ssh destination');
program.parse();
const opts = program.opts();

function archive() {
  // vigil: js.command-injection
  execSync(`tar czf backup.tgz ${opts.dir}`);
  // vigil-ok: js.command-injection
  execFileSync('tar', ['czf', 'backup.tgz', '--', opts.dir]);
}

function upload() {
  // vigil: js.command-injection
  execSync('scp backup.tgz ' + program.opts().host + ':backups/');
  // vigil-ok: js.command-injection
  execFileSync('scp', ['backup.tgz', `${program.opts().host}:backups/`]);
}

archive();
upload();
