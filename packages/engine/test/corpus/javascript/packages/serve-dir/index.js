'use strict';
/**
 * serve-dir: static file middleware and helpers. The request path is the visitor's choice:
 * `/../../etc/passwd`, `%2e%2e%2f`, `..\\` on Windows or `C:\\` can leave the served folder.
 */
const fs = require('fs');
const path = require('path');
const url = require('url');
const isPathInside = require('is-path-inside');

/** Vulnerable: the decoded path is joined and streamed. */
exports.serve = function serve(root) {
  return function (req, res, next) {
    const file = path.join(root, decodeURIComponent(url.parse(req.url).pathname));
    // vigil: js.path-traversal
    fs.createReadStream(file).on('error', next).pipe(res);
  };
};

/** Patched: resolved below the root, then compared with the root and a separator. */
exports.serveSafe = function serveSafe(root) {
  const base = path.resolve(root);
  return function (req, res, next) {
    const file = path.resolve(base, '.' + decodeURIComponent(url.parse(req.url).pathname));
    if (!file.startsWith(base + path.sep)) {
      res.statusCode = 403;
      return res.end();
    }
    // vigil-ok: js.path-traversal
    fs.createReadStream(file).on('error', next).pipe(res);
  };
};

/** Vulnerable: fs.exists tells the visitor which files exist anywhere. */
exports.probe = function probe(root) {
  return (req, res) => {
    // vigil: js.path-traversal
    fs.exists(path.join(root, req.query.name), (ok) => res.json({ ok }));
  };
};

/** Patched: is-path-inside checks the resolved name. */
exports.probeSafe = function probeSafe(root) {
  return (req, res) => {
    const target = path.resolve(root, req.query.name);
    if (!isPathInside(target, root)) return res.status(400).end();
    // vigil-ok: js.path-traversal
    fs.exists(target, (ok) => res.json({ ok }));
  };
};

/** Vulnerable: one pass of `../` removal; `....//` becomes `../`. */
exports.stat = function stat(root) {
  return (req, res) => {
    const rel = req.params.file.replace('../', '');
    // vigil: js.path-traversal
    fs.lstat(path.join(root, rel), (err, st) => res.json(err ? null : { size: st.size }));
  };
};

/** Patched: `../` stripped until none is left. */
exports.statSafe = function statSafe(root) {
  return (req, res) => {
    let rel = req.params.file;
    while (rel.includes('../')) rel = rel.replace(/\.\.\//g, '');
    // vigil-ok: js.path-traversal
    fs.lstat(path.join(root, rel), (err, st) => res.json(err ? null : { size: st.size }));
  };
};

/** Vulnerable: forward slashes checked, backslashes and drive letters not (Windows). */
exports.has = function has(root) {
  return (req, res) => {
    const name = String(req.query.f);
    if (name.includes('../')) return res.status(400).end();
    // vigil: js.path-traversal
    res.json({ found: fs.existsSync(path.resolve(root, name)) });
  };
};

/** Patched: backslashes turned into slashes, drive letters and any `..` segment refused. */
exports.hasSafe = function hasSafe(root) {
  return (req, res) => {
    const name = String(req.query.f).replace(/\\/g, '/');
    if (/^[a-zA-Z]:/.test(name) || name.split('/').includes('..')) return res.status(400).end();
    const full = path.resolve(root, name);
    if (!full.startsWith(path.resolve(root) + path.sep)) return res.status(400).end();
    // vigil-ok: js.path-traversal
    res.json({ found: fs.existsSync(full) });
  };
};

/** Vulnerable: a share link is made with the visitor's file name. */
exports.share = function share(root, publicDir) {
  return (req, res) => {
    // vigil: js.path-traversal
    fs.link(path.join(root, req.body.file), path.join(publicDir, req.body.alias), () => res.end());
  };
};

/** Patched: both names reduced to their last segment. */
exports.shareSafe = function shareSafe(root, publicDir) {
  return (req, res) => {
    const file = path.basename(req.body.file);
    const alias = path.basename(req.body.alias);
    // vigil-ok: js.path-traversal
    fs.link(path.join(root, file), path.join(publicDir, alias), () => res.end());
  };
};
