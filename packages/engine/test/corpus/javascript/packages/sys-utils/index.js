'use strict';
/**
 * sys-utils: small system and data helpers for admin tools and their HTTP endpoints.
 */
const { exec: sh, execFile } = require('child_process');
const vm = require('vm');
const fs = require('fs');
const path = require('path');

/** Vulnerable: a host name pasted into a shell command under a renamed import. */
exports.ping = function ping(host, cb) {
  // vigil: js.command-injection
  sh('ping -c 1 ' + host, cb);
};

/** Patched: an argument list without a shell. */
exports.pingSafe = function pingSafe(host, cb) {
  // vigil-ok: js.command-injection
  execFile('ping', ['-c', '1', '--', host], cb);
};

/** Vulnerable: a property path compiled into a getter function. */
exports.getter = function getter(prop) {
  // vigil: js.code-injection
  return new Function('o', 'return o.' + prop + ';');
};

/** Patched: the path walked key by key. */
exports.getterSafe = function getterSafe(prop) {
  const keys = String(prop).split('.');
  // vigil-ok: js.code-injection
  return (o) => keys.reduce((v, k) => (v == null ? v : v[k]), o);
};

/** Vulnerable: a formula evaluated in a new context (vm is no sandbox). */
exports.calc = function calc(formula, vars) {
  // vigil: js.code-injection
  return vm.runInNewContext(formula, { ...vars });
};

/** Patched: only digits, operators and parentheses get there. */
exports.calcSafe = function calcSafe(formula, vars) {
  if (!/^[\d\s+\-*/().]+$/.test(formula)) throw new Error('bad formula');
  // vigil-ok: js.code-injection
  return vm.runInNewContext(formula, { ...vars });
};

/** Vulnerable: a timer given a string runs it as code. */
exports.later = function later(task, ms) {
  // vigil: js.code-injection
  return setTimeout(task, ms);
};

/** Patched: only functions are scheduled. */
exports.laterSafe = function laterSafe(task, ms) {
  if (typeof task !== 'function') throw new TypeError('task must be a function');
  // vigil-ok: js.code-injection
  return setTimeout(task, ms);
};

/** Vulnerable: `..` checked before decoding, so `%2e%2e%2f` passes the check. */
exports.files = function files(root) {
  return (req, res) => {
    const p = req.url.split('?')[0];
    if (p.includes('..')) {
      res.statusCode = 403;
      return res.end();
    }
    // vigil: js.path-traversal
    fs.createReadStream(path.join(root, decodeURIComponent(p))).pipe(res);
  };
};

/** Patched: decoded first, then checked. */
exports.filesSafe = function filesSafe(root) {
  return (req, res) => {
    const p = decodeURIComponent(req.url.split('?')[0]);
    if (p.includes('..')) {
      res.statusCode = 403;
      return res.end();
    }
    // vigil-ok: js.path-traversal
    fs.createReadStream(path.join(root, p)).pipe(res);
  };
};

/** Vulnerable: `startsWith('/')` lets `//evil.example` through as a host. */
exports.back = function back() {
  return (req, res) => {
    const next = String(req.query.next || '/');
    // vigil: js.open-redirect
    if (next.startsWith('/')) return res.redirect(next);
    res.redirect('/');
  };
};

/** Patched: one slash, then no slash or backslash. */
exports.backSafe = function backSafe() {
  return (req, res) => {
    const next = String(req.query.next || '/');
    // vigil-ok: js.open-redirect
    if (/^\/(?![/\\])/.test(next)) return res.redirect(next);
    res.redirect('/');
  };
};

/** Vulnerable: a SQL filter from a method of an exported repository class. */
class Notes {
  constructor(db) {
    this.db = db;
  }

  byTag(tag) {
    // vigil: js.sql-injection
    return this.db.query(`SELECT id, title FROM notes WHERE tag = '${tag}'`);
  }

  byTagSafe(tag) {
    // vigil-ok: js.sql-injection
    return this.db.query('SELECT id, title FROM notes WHERE tag = ?', [tag]);
  }
}
exports.Notes = Notes;
