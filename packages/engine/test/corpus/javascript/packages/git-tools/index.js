'use strict';
/**
 * git-tools: small helpers around the git command line, used by release scripts.
 */
const { exec, execFile, execSync } = require('child_process');
const shellQuote = require('shell-quote');

const REF_RE = /^[\w./-]+$/;

function git(args, cb) {
  // vigil: js.command-injection
  return exec('git ' + args, { maxBuffer: 1 << 20 }, cb);
}

function _gitSafe(args, cb) {
  // vigil-ok: js.command-injection
  return execFile('git', args, { maxBuffer: 1 << 20 }, cb);
}

/** Checks out a branch (vulnerable: the branch name reaches a shell). */
function checkout(branch, cb) {
  return git('checkout ' + branch, cb);
}

/** Patched: the branch is passed as one argument, no shell. */
function checkoutSafe(branch, cb) {
  return _gitSafe(['checkout', '--', branch], cb);
}

/** Tags a commit; the message is quoted for the shell. */
function tag(name, message) {
  if (!REF_RE.test(name)) throw new Error('bad tag name');
  // vigil-ok: js.command-injection
  return execSync('git tag -a ' + name + ' -m ' + shellQuote.quote([message]));
}

/** Vulnerable: the message is pasted into the command line. */
function tagUnsafe(name, message) {
  // vigil: js.command-injection
  return execSync(`git tag -a ${name} -m "${message}"`);
}

function _log(line) {
  // private helper: not part of the API, called with constants only
  // vigil-ok: js.command-injection
  // vigil: js.command-nonliteral
  execSync('logger ' + line);
}

_log('git-tools loaded');

module.exports = { checkout, checkoutSafe, tag, tagUnsafe };
