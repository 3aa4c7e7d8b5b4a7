'use strict';
/**
 * unit-conv: converts files between formats with external tools.
 */
const { execSync } = require('child_process');

/** Patched: every case picks a constant tool; the caller's value only chooses among them. */
function toolFor(format) {
  let tool;
  switch (format) {
    case 'png':
      tool = 'optipng';
      break;
    case 'jpg':
      tool = 'jpegoptim';
      break;
    default:
      throw new Error('unknown format');
  }
  // vigil-ok: js.command-injection
  return execSync(tool + ' --version').toString();
}

/** Vulnerable: the default case hands the caller's value to the shell. */
function toolForUnsafe(format) {
  let tool;
  switch (format) {
    case 'png':
      tool = 'optipng';
      break;
    default:
      tool = format;
  }
  // vigil: js.command-injection
  return execSync(tool + ' --version').toString();
}

module.exports = { toolFor, toolForUnsafe };
