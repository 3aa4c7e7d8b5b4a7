'use strict';
/** Shared state of every media step: the options the caller gave, kept as fields. */
class Step {
  constructor(options) {
    this.binary = options.binary || 'ffmpeg';
    this.input = options.input;
    this.preset = 'fast';
  }
}

/** A step that only keeps what it needs and checks it. */
class CheckedStep {
  constructor(options) {
    const name = String(options.input || '');
    if (!/^[\w.-]+$/.test(name)) throw new Error('bad input name');
    this.input = 'media/' + name;
  }
}

/** Adds a logger to any step class. */
function withLogging(Base) {
  return class extends Base {
    log(msg) {
      process.stderr.write(msg + '\n');
    }
  };
}

module.exports = { Step, CheckedStep, withLogging };
