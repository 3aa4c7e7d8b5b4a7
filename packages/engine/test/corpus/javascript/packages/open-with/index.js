'use strict';
/**
 * open-with: opens files and runs tasks; options objects, destructured parameters, evaluated filters.
 */
const cp = require('child_process');
const vm = require('vm');

/** Opens a file with the desktop's viewer; the viewer comes from the options. */
function open(target, opts = {}) {
  const app = opts.app || 'xdg-open';
  // vigil: js.command-injection
  return cp.exec(app + ' "' + target + '"');
}

function openSafe(target, opts = {}) {
  const app = opts.app === 'firefox' ? 'firefox' : 'xdg-open';
  // vigil-ok: js.command-injection
  return cp.execFile(app, [target]);
}

/** Runs a shell with the destructured command option. */
function runTask({ command, cwd }) {
  // vigil: js.command-injection
  return cp.spawn(command, { shell: true, cwd });
}

function runTaskSafe({ command, args, cwd }) {
  // vigil-ok: js.command-injection
  return cp.spawn(command === 'npm' ? 'npm' : 'node', args, { cwd });
}

/** Evaluates a filter expression against a record. */
function where(record, expression) {
  // vigil: js.code-injection
  return vm.runInNewContext(expression, { record });
}

function whereSafe(record, field, value) {
  // vigil-ok: js.code-injection
  return vm.runInNewContext('record[field] === value', { record, field, value });
}

/** Compiles a template into a function. */
exports.compile = function (source) {
  // vigil: js.code-injection
  return new Function('data', 'with (data) { return `' + source + '`; }');
};

exports.compileSafe = function (source) {
  const parts = String(source).split(/\{\{\s*(\w+)\s*\}\}/);
  // vigil-ok: js.code-injection
  return new Function('data', 'return data;').bind(null, parts);
};

module.exports.open = open;
module.exports.openSafe = openSafe;
module.exports.runTask = runTask;
module.exports.runTaskSafe = runTaskSafe;
module.exports.where = where;
module.exports.whereSafe = whereSafe;
