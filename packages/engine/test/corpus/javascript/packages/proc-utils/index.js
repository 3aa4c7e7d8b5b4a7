'use strict';
/**
 * proc-utils: process helpers over child_process, cross-spawn and execa. Each vulnerable helper
 * builds one command line from its argument; its patched twin passes an argument list.
 */
const cp = require('child_process');
const util = require('util');
const execa = require('execa');
const crossSpawn = require('cross-spawn');

/** Image width: the file name is joined into the command line. */
exports.width = function (file) {
  // vigil: js.command-injection
  return cp.execSync(['identify', '-format', '%w', file].join(' '));
};
exports.widthSafe = function (file) {
  // vigil-ok: js.command-injection
  return cp.execFileSync('identify', ['-format', '%w', file]);
};

/** Commit log of a branch, formatted into a shell command. */
exports.log = function (branch) {
  // vigil: js.command-injection
  return cp.execSync(util.format('git log %s --oneline', branch));
};
exports.logSafe = function (branch) {
  // vigil-ok: js.command-injection
  return cp.execFileSync('git', ['log', '--oneline', '--end-of-options', branch]);
};

/** Runs a package script through sh -c. */
exports.runScript = function (script) {
  // vigil: js.command-injection
  return cp.spawn('/bin/sh', ['-c', 'npm run ' + script]);
};
exports.runScriptSafe = function (script) {
  // vigil-ok: js.command-injection
  return cp.spawn('npm', ['run', '--', script]);
};

/** Docker command given as one line to execa's command API. */
exports.docker = function (cmd) {
  // vigil: js.command-injection
  return execa.command('docker ' + cmd);
};
exports.dockerSafe = function (args) {
  // vigil-ok: js.command-injection
  return execa('docker', ['container', 'inspect', '--', String(args)]);
};

/** Installs a package through a shell (cross-spawn with shell: true). */
exports.install = function (pkg) {
  // vigil: js.command-injection
  return crossSpawn('npm install ' + pkg, { shell: true });
};
exports.installSafe = function (pkg) {
  // vigil-ok: js.command-injection
  return crossSpawn('npm', ['install', '--', pkg]);
};

/** Finds processes by name with a promisified exec. */
exports.pgrep = async function (name) {
  const run = util.promisify(cp.exec);
  // vigil: js.command-injection
  return run('pgrep ' + name);
};
exports.pgrepSafe = async function (name) {
  const run = util.promisify(cp.execFile);
  // vigil-ok: js.command-injection
  return run('pgrep', ['--', name]);
};

/** Schedules a tick with code given as a string. */
exports.later = function (code) {
  // vigil: js.code-injection
  return setTimeout('tick(' + code + ')', 10);
};
exports.laterSafe = function (value) {
  // vigil-ok: js.code-injection
  return setTimeout(() => globalThis.tick(value), 10);
};

/** Disk usage, with child_process required in place. */
exports.du = function (dir) {
  // vigil: js.command-injection
  return require('child_process').execSync('du -sh ' + dir);
};
exports.duSafe = function (dir) {
  // vigil-ok: js.command-injection
  return require('child_process').execFileSync('du', ['-sh', '--', dir]);
};
