'use strict';
/**
 * static-root: serves the files below a folder. `path.normalize` leaves `..` steps only at the start
 * of a relative path, so removing that leading run removes them all; an absolute name
 * (`/etc/passwd`) is left as it is, which `path.join` keeps below the root and `path.resolve` does not.
 */
const fs = require('fs');
const path = require('path');

function clean(name) {
  return path.normalize(decodeURIComponent(name)).replace(/^(\.\.(\/|\\|$))+/, '');
}

/** Vulnerable: `path.resolve(root, '/etc/passwd')` is `/etc/passwd`. */
exports.resolved = function resolved(root) {
  return function (req, res) {
    const name = clean(req.url);
    // vigil: js.path-traversal
    fs.createReadStream(path.resolve(root, name)).pipe(res);
  };
};

/** Patched: joined, an absolute name stays below the root. */
exports.joined = function joined(root) {
  return function (req, res) {
    const name = clean(req.url);
    // vigil-ok: js.path-traversal
    fs.createReadStream(path.join(root, name)).pipe(res);
  };
};

/** Patched: the leading separators removed as well, the name is relative when resolved. */
exports.relative = function relative(root) {
  return function (req, res) {
    const name = clean(req.url).replace(/^[\/\\]+/, '');
    // vigil-ok: js.path-traversal
    fs.createReadStream(path.resolve(root, name)).pipe(res);
  };
};

/** Vulnerable: the cleaned name opened as it is (an absolute name is any file). */
exports.direct = function direct() {
  return function (req, res) {
    const name = path.normalize(req.query.file).replace(/^(\.\.(\/|\\|$))+/, '');
    // vigil: js.path-traversal
    fs.readFile(name, (err, data) => res.end(data));
  };
};

/** Vulnerable: every `..` removed, but `path.resolve` of an absolute name leaves the root. */
exports.dotless = function dotless(root) {
  return function (req, res) {
    const name = req.query.file.replace(/\.\./g, '');
    // vigil: js.path-traversal
    fs.readFile(path.resolve(root, name), (err, data) => res.end(data));
  };
};

/** Patched: the same name appended after the root and a slash. */
exports.dotlessJoined = function dotlessJoined(root) {
  return function (req, res) {
    const name = req.query.file.replace(/\.\./g, '');
    // vigil-ok: js.path-traversal
    fs.readFile(root + '/' + name, (err, data) => res.end(data));
  };
};
