'use strict';
/**
 * convert-client: an image conversion client whose options arrive through constructors.
 */
const { exec, execFile, execSync } = require('child_process');

class Converter {
  constructor(options) {
    this.bin = options.bin || 'convert';
    this.source = options.source;
  }

  toPng(cb) {
    // vigil: js.command-injection
    exec(this.bin + ' ' + this.source + ' out.png', cb);
  }
}

class SafeConverter {
  constructor(options) {
    this.source = options.source;
  }

  toPng(cb) {
    // vigil-ok: js.command-injection
    execFile('convert', [this.source, 'out.png'], cb);
  }
}

class Workspace {
  constructor(dir) {
    // vigil: js.command-injection
    execSync('mkdir -p ' + dir);
    this.dir = dir;
  }
}

class SafeWorkspace {
  constructor(dir) {
    // vigil-ok: js.command-injection
    execFile('mkdir', ['-p', '--', dir]);
    this.dir = dir;
  }
}

function Archiver(opts) {
  this.target = opts.target;
}

Archiver.prototype.pack = function (cb) {
  // vigil: js.command-injection
  exec('tar czf out.tgz ' + this.target, cb);
};

function SafeArchiver(opts) {
  this.target = opts.target;
}

SafeArchiver.prototype.pack = function (cb) {
  // vigil-ok: js.command-injection
  execFile('tar', ['czf', 'out.tgz', '--', this.target], cb);
};

/** Options copied onto the instance as a whole. */
class Resizer {
  constructor(options) {
    Object.assign(this, options);
  }

  resize(cb) {
    // vigil: js.command-injection
    exec('convert ' + this.source + ' -resize ' + this.size + ' out.png', cb);
  }
}

class SafeResizer {
  constructor(options) {
    Object.assign(this, options);
  }

  resize(cb) {
    // vigil-ok: js.command-injection
    execFile('convert', [this.source, '-resize', String(this.size), 'out.png'], cb);
  }
}

module.exports = {
  Converter,
  SafeConverter,
  Workspace,
  SafeWorkspace,
  Archiver,
  SafeArchiver,
  Resizer,
  SafeResizer,
};
