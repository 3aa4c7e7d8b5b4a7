'use strict';
/**
 * shell-tpl: thin wrappers over image, video and git tools. Options come from the caller; a
 * shell parses whatever is interpolated into a command line.
 */
const cp = require('child_process');
const { exec, execSync, spawn, execFile, execFileSync } = require('child_process');

/** Vulnerable: the options are interpolated into a template string run by a shell. */
exports.resize = function resize(opts, cb) {
  const { input, output, width = 100 } = opts;
  // vigil: js.command-injection
  exec(`convert ${input} -resize ${width} ${output}`, cb);
};

/** Patched: an argument list, no shell. */
exports.resizeSafe = function resizeSafe(opts, cb) {
  const { input, output, width = 100 } = opts;
  // vigil-ok: js.command-injection
  execFile('convert', [input, '-resize', String(width), output], cb);
};

/** Vulnerable: an argument list, but `shell: true` joins it into one command line. */
exports.log = function log(repo, options = {}) {
  // vigil: js.command-injection
  return spawn('git', ['log', options.range || 'HEAD'], { cwd: repo, shell: true });
};

/** Patched: the same arguments without a shell. */
exports.logSafe = function logSafe(repo, options = {}) {
  // vigil-ok: js.command-injection
  return spawn('git', ['log', '--end-of-options', options.range || 'HEAD'], { cwd: repo });
};

/** Vulnerable: flags built from every key and value of an options object. */
exports.probe = function probe(file, flags) {
  const args = Object.entries(flags)
    .map(([k, v]) => `--${k}=${v}`)
    .join(' ');
  // vigil: js.command-injection
  return execSync('ffprobe ' + args + ' ' + file, { encoding: 'utf8' });
};

/** Patched: the flags as separate arguments, no shell. */
exports.probeSafe = function probeSafe(file, flags) {
  const args = Object.entries(flags).map(([k, v]) => `--${k}=${v}`);
  // vigil-ok: js.command-injection
  return execFileSync('ffprobe', [...args, file], { encoding: 'utf8' });
};

/** Vulnerable: one command string handed to spawn with a shell. */
exports.transcode = function transcode(src, dest) {
  // vigil: js.command-injection
  return cp.spawn(`ffmpeg -i ${src} ${dest}`, { shell: true, stdio: 'inherit' });
};

/** Patched: the program and its arguments apart. */
exports.transcodeSafe = function transcodeSafe(src, dest) {
  // vigil-ok: js.command-injection
  return cp.spawn('ffmpeg', ['-i', src, dest], { stdio: 'inherit' });
};

/** Vulnerable: double quotes do not stop `$(...)` or a closing quote. */
exports.openWith = function openWith({ app = 'xdg-open', target }) {
  // vigil: js.command-injection
  cp.execSync(`${app} "${target}"`);
};

/** Patched: the target must be a plain path and the application one of a fixed set. */
exports.openWithSafe = function openWithSafe({ app = 'xdg-open', target }) {
  if (!/^[\w./-]+$/.test(target)) throw new Error('bad target');
  if (!['xdg-open', 'open'].includes(app)) throw new Error('bad app');
  // vigil-ok: js.command-injection
  cp.execSync(`${app} "${target}"`);
};

/** Vulnerable: a port number that is not checked to be one. */
exports.killPort = function killPort(port) {
  // vigil: js.command-injection
  return execSync('lsof -t -i :' + port + ' | xargs kill -9');
};

/** Patched: the port is parsed as an integer first. */
exports.killPortSafe = function killPortSafe(port) {
  const n = Number.parseInt(port, 10);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new RangeError('port');
  // vigil-ok: js.command-injection
  return execSync('lsof -t -i :' + n + ' | xargs kill -9');
};
