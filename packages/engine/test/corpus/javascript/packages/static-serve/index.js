'use strict';
/**
 * static-serve: connect/express middleware serving the files of a folder, with directory
 * listings and a trailing-slash redirect. Each handler has a patched twin below it.
 */
const fs = require('fs');
const path = require('path');
const escapeHtml = require('escape-html');

/** Serves files under root (vulnerable: the joined path is never checked). */
function serve(root, options) {
  const opts = Object.assign({ index: 'index.html' }, options);
  return function serveStatic(req, res, next) {
    const file = path.join(root, decodeURIComponent(req.url.split('?')[0]));
    // vigil: js.path-traversal
    fs.stat(file, (err, st) => {
      if (err) return next();
      // vigil: js.path-traversal
      fs.createReadStream(st.isDirectory() ? path.join(file, opts.index) : file).pipe(res);
    });
  };
}

/** Patched: the normalised path must stay under root, otherwise 403. */
function serveSafe(root, options) {
  const base = path.resolve(root);
  const opts = Object.assign({ index: 'index.html' }, options);
  return function serveStatic(req, res, next) {
    const file = path.normalize(path.join(base, decodeURIComponent(req.url.split('?')[0])));
    if (file.indexOf(base + path.sep) !== 0) {
      res.statusCode = 403;
      return res.end('Forbidden');
    }
    // vigil-ok: js.path-traversal
    fs.stat(file, (err, st) => {
      if (err) return next();
      // vigil-ok: js.path-traversal
      fs.createReadStream(st.isDirectory() ? path.join(file, opts.index) : file).pipe(res);
    });
  };
}

/** Legacy clean-up (vulnerable: one `../` is removed, `....//` still climbs). */
function serveLegacy(root) {
  return function (req, res) {
    const name = decodeURIComponent(req.url).replace('../', '');
    // vigil: js.path-traversal
    if (!fs.existsSync(path.join(root, name))) return res.end();
    res.end('exists');
  };
}

/** Patched clean-up: parent steps are removed until none is left. */
function serveLegacySafe(root) {
  return function (req, res) {
    let name = decodeURIComponent(req.url);
    while (name.indexOf('..') !== -1) name = name.replace('..', '');
    // vigil-ok: js.path-traversal
    if (!fs.existsSync(path.join(root, name))) return res.end();
    res.end('exists');
  };
}

/** Directory listing (vulnerable: file names are written into the page as they are). */
function listing(root) {
  return function (req, res, next) {
    fs.readdir(root, (err, names) => {
      if (err) return next(err);
      const rows = names.map((n) => '<li><a href="' + encodeURIComponent(n) + '">' + n + '</a></li>');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // vigil: js.xss
      res.end('<ul>' + rows.join('\n') + '</ul>');
    });
  };
}

/** Patched listing: names are escaped for HTML. */
function listingSafe(root) {
  return function (req, res, next) {
    fs.readdir(root, (err, names) => {
      if (err) return next(err);
      const rows = names.map((n) => '<li><a href="' + encodeURIComponent(n) + '">' + escapeHtml(n) + '</a></li>');
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // vigil-ok: js.xss
      res.end('<ul>' + rows.join('\n') + '</ul>');
    });
  };
}

/** Trailing-slash redirect (vulnerable: the target is taken from the query string). */
function slash() {
  return function (req, res) {
    const next = new URL(req.url, 'http://localhost').searchParams.get('next');
    res.statusCode = 301;
    // vigil: js.open-redirect
    res.setHeader('Location', next);
    res.end();
  };
}

/** Patched: the redirect stays on the request's own origin, the path starting after its host. */
function slashSafe() {
  return function (req, res) {
    res.statusCode = 301;
    // vigil-ok: js.open-redirect
    res.setHeader('Location', req.protocol + '://' + req.headers.host + req.url + '/');
    res.end();
  };
}

/** Express redirect after login (vulnerable: the origin is followed by the target with no slash, `@evil.example` moves the host). */
function back() {
  return function (req, res) {
    // vigil: js.open-redirect
    res.redirect(req.protocol + '://' + req.get('host') + req.query.to);
  };
}

function backSafe() {
  return function (req, res) {
    // vigil-ok: js.open-redirect
    res.redirect(req.protocol + '://' + req.get('host') + '/' + String(req.query.to).replace(/^\/+/, ''));
  };
}

/** Canonical host redirect (vulnerable: the host is taken from a query parameter). */
function canonical() {
  return function (req, res) {
    const host = new URL(req.url, 'http://localhost').searchParams.get('host');
    // vigil: js.open-redirect
    res.writeHead(308, { Location: 'https://' + host + req.url, 'Content-Length': 0 });
    res.end();
  };
}

/** Patched: the request's own host, its own path after it. */
function canonicalSafe() {
  return function (req, res) {
    // vigil-ok: js.open-redirect
    res.writeHead(308, { Location: 'https://' + req.headers.host + req.url, 'Content-Length': 0 });
    res.end();
  };
}

module.exports = { serve, serveSafe, serveLegacy, serveLegacySafe, listing, listingSafe, slash, slashSafe, back, backSafe, canonical, canonicalSafe };
