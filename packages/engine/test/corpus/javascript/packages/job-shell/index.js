'use strict';
/**
 * job-shell: shell jobs whose command lines arrive through a base class's constructor, and runners
 * that keep the child_process function they call in a field.
 */
const { exec, execFile } = require('child_process');

/** Not exported: the subclasses below are the package's API. */
class Job {
  constructor(opts) {
    this.command = opts.command;
    this.cwd = opts.cwd || process.cwd();
  }
}

class ShellJob extends Job {
  constructor(opts) {
    super(opts);
    this.started = false;
  }

  start(cb) {
    this.started = true;
    // vigil: js.command-injection
    return exec(this.command, { cwd: this.cwd }, cb);
  }
}

/** No constructor of its own: the implicit one hands its arguments to Job. */
class QuickJob extends Job {
  start(cb) {
    // vigil: js.command-injection
    return exec('nice ' + this.command, cb);
  }
}

/** Patched: the subclass fixes the command after super(opts). */
class CleanJob extends Job {
  constructor(opts) {
    super(opts);
    this.command = 'rm -rf ./tmp';
  }

  start(cb) {
    // vigil-ok: js.command-injection
    return exec(this.command, { cwd: this.cwd }, cb);
  }
}

/** Patched: super() gets a constant command, not the caller's. */
class ListJob extends Job {
  constructor(dir) {
    super({ command: 'ls -la', cwd: '/srv' });
    this.dir = dir;
  }

  start(cb) {
    // vigil-ok: js.command-injection
    return exec(this.command, cb);
  }
}

/** A runner keeping the function it calls in a field. */
class Runner {
  constructor() {
    this.run = exec;
    this.runFile = execFile;
  }

  build(target, cb) {
    // vigil: js.command-injection
    return this.run('make ' + target, cb);
  }

  buildSafe(target, cb) {
    // vigil-ok: js.command-injection
    return this.runFile('make', ['--', target], cb);
  }
}

/** The module required in place. */
class SyncRunner {
  constructor() {
    this.sh = require('child_process').execSync;
  }

  grep(pattern) {
    // vigil: js.command-injection
    return this.sh('grep -r ' + pattern + ' .');
  }

  grepSafe(pattern) {
    // vigil-ok: js.command-injection
    return require('child_process').execFileSync('grep', ['-r', '--', pattern, '.']);
  }
}

module.exports = { ShellJob, QuickJob, CleanJob, ListJob, Runner, SyncRunner };
