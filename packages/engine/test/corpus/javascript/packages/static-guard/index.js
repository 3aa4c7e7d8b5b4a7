'use strict';
/**
 * static-guard: small file servers on the http module, each with its own containment check
 * (prefix after normalize, `..` refused, basename, `..` refused by a regex, path.relative of the
 * resolved path); links, renames and promise reads without one.
 */
const http = require('http');
const fs = require('fs');
const path = require('path');

const ROOT = path.join(__dirname, 'files');

function byPrefix(req, res) {
  const p = path.normalize(path.join(ROOT, decodeURIComponent(req.url)));
  if (!p.startsWith(ROOT + path.sep)) {
    res.writeHead(403);
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.createReadStream(p).pipe(res);
}

function noParent(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  if (name.indexOf('..') !== -1) {
    res.writeHead(400);
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
}

function baseOnly(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, path.basename(name))).pipe(res);
}

function noParentRegex(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  if (/\.\./.test(name)) {
    res.writeHead(400);
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
}

function anchoredRegex(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  // only a leading `..` is refused: `a/../../etc/passwd` passes
  if (/^\.\./.test(name)) {
    res.writeHead(400);
    return res.end();
  }
  // vigil: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
}

function link(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  const dest = path.join(ROOT, name);
  // vigil: js.path-traversal
  fs.symlink(path.join(ROOT, 'latest'), dest, () => res.end());
}

function linkSafe(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  // vigil-ok: js.path-traversal
  fs.symlink(path.join(ROOT, 'latest'), path.join(ROOT, path.basename(name)), () => res.end());
}

function readPromise(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  // vigil: js.path-traversal
  fs.promises.readFile(path.join(ROOT, name)).then((b) => res.end(b));
}

function readRelative(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  const rel = path.relative(ROOT, path.resolve(ROOT, name));
  if (rel.startsWith('..') || path.isAbsolute(rel)) {
    res.writeHead(403);
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.promises.readFile(path.resolve(ROOT, name)).then((b) => res.end(b));
}

function rename(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  // vigil: js.path-traversal
  fs.rename(path.join(ROOT, 'upload.tmp'), path.join(ROOT, name), () => res.end());
}

function renameSafe(req, res) {
  const name = decodeURIComponent(req.url.slice(1));
  if (name.includes('..')) {
    res.writeHead(400);
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.rename(path.join(ROOT, 'upload.tmp'), path.join(ROOT, name), () => res.end());
}

module.exports = [
  byPrefix,
  noParent,
  baseOnly,
  noParentRegex,
  anchoredRegex,
  link,
  linkSafe,
  readPromise,
  readRelative,
  rename,
  renameSafe,
].map((fn) => http.createServer(fn));
