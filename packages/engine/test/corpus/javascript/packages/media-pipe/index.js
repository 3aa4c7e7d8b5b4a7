'use strict';
/**
 * media-pipe: transcoding steps whose options reach the shell through a base class kept in
 * lib/base.js.
 */
const { exec, execFile } = require('child_process');
const { Step, CheckedStep, withLogging } = require('./lib/base');

class Transcode extends Step {
  constructor(options) {
    super(options);
    this.done = false;
  }

  run(cb) {
    // vigil: js.command-injection
    exec(`${this.binary} -i ${this.input} -preset ${this.preset} out.mp4`, cb);
  }
}

/** Patched: the same options, the program run without a shell. */
class SafeTranscode extends Step {
  run(cb) {
    // vigil-ok: js.command-injection
    execFile('ffmpeg', ['-i', this.input, 'out.mp4'], cb);
  }
}

/** Implicit constructor: the options go to Step unchanged. */
class Probe extends Step {
  info(cb) {
    // vigil: js.command-injection
    exec('ffprobe -v quiet ' + this.input, cb);
  }
}

/** Patched: the preset is the base class's constant, not the caller's. */
class PresetList extends Step {
  list(cb) {
    // vigil-ok: js.command-injection
    exec('ffmpeg -h preset=' + this.preset, cb);
  }
}

/** Patched: the base class checks the name it keeps. */
class Thumbnail extends CheckedStep {
  grab(cb) {
    // vigil-ok: js.command-injection
    exec('ffmpeg -ss 1 -i ' + this.input + ' -frames:v 1 thumb.png', cb);
  }
}

/** A mixin over the base class: its constructor is Step's. */
class LoggedCut extends withLogging(Step) {
  cut(from, cb) {
    this.log('cut ' + this.input);
    // vigil: js.command-injection
    exec(`ffmpeg -ss ${Number(from)} -i ${this.input} cut.mp4`, cb);
  }
}

/** Patched: the mixin over the checking base. */
class LoggedGrab extends withLogging(CheckedStep) {
  grab(cb) {
    // vigil-ok: js.command-injection
    exec('ffmpeg -i ' + this.input + ' -frames:v 1 grab.png', cb);
  }
}

module.exports = { Transcode, SafeTranscode, Probe, PresetList, Thumbnail, LoggedCut, LoggedGrab };
