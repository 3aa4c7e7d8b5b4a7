'use strict';
/**
 * task-runner: runs npm scripts and shell tasks for monorepos. The factory returns the API object.
 */
const { exec, execFile } = require('child_process');

function Runner(cwd) {
  this.cwd = cwd;
}

/** Static helper of the exported constructor (vulnerable). */
Runner.shell = function (line, cb) {
  // vigil: js.command-injection
  return exec(line, cb);
};

/** Static helper, patched: a fixed program and an argument list. */
Runner.npm = function (script, cb) {
  // vigil-ok: js.command-injection
  return execFile('npm', ['run', '--', script], cb);
};

/** Private by convention: not part of the API. */
Runner.prototype._spawn = function (line) {
  // vigil-ok: js.command-injection
  return exec(line, { cwd: this.cwd });
};

Runner.prototype.build = function () {
  return this._spawn('npm run build');
};

module.exports = Runner;

/** The factory's API object: its methods take the caller's data. */
module.exports.create = function create(opts) {
  const cwd = opts.cwd || process.cwd();
  return {
    run(task, cb) {
      // vigil: js.command-injection
      return exec(`npm run ${task}`, { cwd }, cb);
    },
    runSafe(task, cb) {
      if (!/^[\w:-]+$/.test(task)) throw new Error('bad task name');
      // vigil-ok: js.command-injection
      return exec(`npm run ${task}`, { cwd }, cb);
    },
  };
};
