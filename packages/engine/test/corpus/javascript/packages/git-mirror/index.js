'use strict';
/**
 * git-mirror: clones and updates mirrors of git repositories.
 */
const { spawn, spawnSync } = require('child_process');

/** Vulnerable: a URL starting with `-` (`--upload-pack=touch /tmp/x`) is read by git as an option. */
function clone(url, dir, opts = {}) {
  const args = ['clone', '--mirror'];
  if (opts.depth) args.push('--depth', String(Number(opts.depth)));
  args.push(url, dir);
  // vigil: js.command-injection
  return spawn('git', args, { stdio: 'inherit' });
}

/** Patched: `--` ends git's options, so the URL and the folder are only operands. */
function cloneSafe(url, dir, opts = {}) {
  const args = ['clone', '--mirror'];
  if (opts.depth) args.push('--depth', String(Number(opts.depth)));
  args.push('--', url, dir);
  // vigil-ok: js.command-injection
  return spawn('git', args, { stdio: 'inherit' });
}

/** Vulnerable: the ref is one argument, but `--output=/etc/passwd` is still an option of git diff. */
function diff(ref) {
  const args = ['diff'];
  args.push(ref);
  // vigil: js.command-injection
  return spawnSync('git', args, { encoding: 'utf8' }).stdout;
}

/** Patched: a ref starting with `-` is refused before it reaches the argument list. */
function diffSafe(ref) {
  if (ref.startsWith('-')) throw new Error('bad ref');
  const args = ['diff'];
  args.push(ref);
  // vigil-ok: js.command-injection
  return spawnSync('git', args, { encoding: 'utf8' }).stdout;
}

module.exports = { clone, cloneSafe, diff, diffSafe };
