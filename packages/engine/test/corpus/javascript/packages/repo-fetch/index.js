'use strict';
/**
 * repo-fetch: mirrors and inspects git repositories for a build cache. The program is always
 * `git` and no shell runs, but a URL or ref starting with `-` is read by git as an option
 * (`--upload-pack=touch /tmp/x`, `--output=/etc/x`), so each value the caller gives must come
 * after `--` or be refused when it starts with a dash.
 */
const { execFile, execFileSync, spawn, spawnSync } = require('child_process');
const os = require('os');
const path = require('path');

const REF_RE = /^[\w][\w./-]*$/;

/** Vulnerable: the URL is read as an option when it starts with a dash. */
exports.clone = function clone(url, dir, cb) {
  // vigil: js.command-injection
  execFile('git', ['clone', url, dir], cb);
};

/** Patched: `--` ends the options before the caller's values. */
exports.cloneSafe = function cloneSafe(url, dir, cb) {
  // vigil-ok: js.command-injection
  execFile('git', ['clone', '--', url, dir], cb);
};

/** Vulnerable: a remote and a ref handed to fetch as they are. */
exports.fetchRef = function fetchRef(remote, ref, cwd) {
  // vigil: js.command-injection
  return spawn('git', ['fetch', remote, ref], { cwd });
};

/** Patched: values starting with a dash are refused. */
exports.fetchRefSafe = function fetchRefSafe(remote, ref, cwd) {
  if (remote.startsWith('-') || ref.startsWith('-')) throw new Error('invalid remote or ref');
  // vigil-ok: js.command-injection
  return spawn('git', ['fetch', remote, ref], { cwd });
};

/** Vulnerable: ls-remote of any text. */
exports.listRefs = function listRefs(url) {
  // vigil: js.command-injection
  return execFileSync('git', ['ls-remote', '--heads', url], { encoding: 'utf8' });
};

/** Patched: only https URLs are accepted. */
exports.listRefsSafe = function listRefsSafe(url) {
  if (!/^https:\/\/[\w.-]+\//.test(url)) throw new Error('https URLs only');
  // vigil-ok: js.command-injection
  return execFileSync('git', ['ls-remote', '--heads', url], { encoding: 'utf8' });
};

/** Vulnerable: two revisions compared; `--output=FILE` writes anywhere. */
exports.diff = function diff(from, to, cwd) {
  // vigil: js.command-injection
  return spawnSync('git', ['diff', '--stat', from, to], { cwd, encoding: 'utf8' }).stdout;
};

/** Patched: revisions must look like refs and cannot start with a dash. */
exports.diffSafe = function diffSafe(from, to, cwd) {
  if (!REF_RE.test(from) || !REF_RE.test(to)) throw new Error('bad revision');
  // vigil-ok: js.command-injection
  return spawnSync('git', ['diff', '--stat', from, to], { cwd, encoding: 'utf8' }).stdout;
};

/** A mirror of one repository, configured by the caller. */
class Mirror {
  constructor(opts) {
    this.url = opts.url;
    this.dir = opts.dir || path.join(os.tmpdir(), 'mirror');
  }

  /** Vulnerable: the configured URL goes first. */
  update(cb) {
    // vigil: js.command-injection
    execFile('git', ['clone', '--mirror', this.url, this.dir], cb);
  }

  /** Patched: after `--`. */
  updateSafe(cb) {
    // vigil-ok: js.command-injection
    execFile('git', ['clone', '--mirror', '--', this.url, this.dir], cb);
  }
}
exports.Mirror = Mirror;

/** Vulnerable: a webhook receiver clones what the request names. */
exports.hook = function hook(cacheDir) {
  return (req, res) => {
    const dest = path.join(cacheDir, String(Date.now()));
    // vigil: js.command-injection
    execFile('git', ['clone', '--depth', '1', req.body.repository, dest], (err) => {
      res.statusCode = err ? 500 : 204;
      res.end();
    });
  };
};

/** Patched: the request's URL after `--`. */
exports.hookSafe = function hookSafe(cacheDir) {
  return (req, res) => {
    const dest = path.join(cacheDir, String(Date.now()));
    // vigil-ok: js.command-injection
    execFile('git', ['clone', '--depth', '1', '--', req.body.repository, dest], (err) => {
      res.statusCode = err ? 500 : 204;
      res.end();
    });
  };
};

/** Vulnerable: the branch to check out is read as an option (`--orphan`, `-f`). */
exports.checkout = function checkout(branch, cwd) {
  // vigil: js.command-injection
  return execFileSync('git', ['checkout', branch], { cwd });
};

/** Patched: a branch starting with a dash is refused. */
exports.checkoutSafe = function checkoutSafe(branch, cwd) {
  if (/^-/.test(branch)) throw new Error('invalid branch');
  // vigil-ok: js.command-injection
  return execFileSync('git', ['checkout', branch], { cwd });
};
