'use strict';
/**
 * thumbs: thumbnails through ImageMagick. The API object is put together from two groups of
 * functions and exported with spread syntax.
 */
const { exec, execFile } = require('child_process');

const SIZE_RE = /^\d{1,4}x\d{1,4}$/;

/** Vulnerable: the file names reach a shell. */
function resize(input, output, size) {
  if (!SIZE_RE.test(size)) throw new Error('bad size');
  // vigil: js.command-injection
  return exec(`convert ${input} -resize ${size} ${output}`);
}

/** Patched: the arguments are handed to convert one by one, no shell. */
function resizeSafe(input, output, size) {
  if (!SIZE_RE.test(size)) throw new Error('bad size');
  // vigil-ok: js.command-injection
  return execFile('convert', [input, '-resize', size, output]);
}

const info = {
  /** Vulnerable: the path is pasted into the command line. */
  identify(file, cb) {
    // vigil: js.command-injection
    return exec('identify -format %wx%h ' + file, cb);
  },
  /** Patched. */
  identifySafe(file, cb) {
    // vigil-ok: js.command-injection
    return execFile('identify', ['-format', '%wx%h', file], cb);
  },
};

function version(cb) {
  // not exported; runs a constant command
  // vigil-ok: js.command-injection
  return exec('convert -version', cb);
}

const api = { resize, resizeSafe };

module.exports = { ...api, ...info, version };
