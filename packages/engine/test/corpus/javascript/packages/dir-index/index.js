'use strict';
/**
 * dir-index: a small static file server with directory listings, as middleware or as a server
 * object, and a settings store addressed by dotted keys.
 */
const http = require('http');
const fs = require('fs');
const path = require('path');
const url = require('url');

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
}

function listing(root) {
  root = path.resolve(root);
  return function serve(req, res, next) {
    const pathname = decodeURIComponent(url.parse(req.url).pathname);
    const file = path.join(root, pathname);
    // vigil: js.path-traversal
    fs.stat(file, (err, st) => {
      if (err) return next();
      if (!st.isDirectory()) {
        // vigil: js.path-traversal
        return fs.createReadStream(file).pipe(res);
      }
      if (!pathname.endsWith('/')) {
        res.statusCode = 301;
        // vigil: js.open-redirect
        res.setHeader('Location', pathname + '/');
        return res.end();
      }
      // vigil: js.path-traversal
      fs.readdir(file, (e, names) => {
        res.setHeader('Content-Type', 'text/html');
        // vigil: js.xss
        res.end(names.map((n) => `<li><a href="${n}">${n}</a></li>`).join(''));
      });
    });
  };
}

/** Patched: leading `..` steps removed after normalising, one leading slash, escaped names. */
function safeListing(root) {
  root = path.resolve(root);
  return function serve(req, res, next) {
    const pathname = path
      .normalize(decodeURIComponent(url.parse(req.url).pathname))
      .replace(/^(\.\.(\/|\\|$))+/, '');
    const file = path.join(root, pathname);
    // vigil-ok: js.path-traversal
    fs.stat(file, (err, st) => {
      if (err) return next();
      if (!st.isDirectory()) {
        // vigil-ok: js.path-traversal
        return fs.createReadStream(file).pipe(res);
      }
      if (!pathname.endsWith('/')) {
        res.statusCode = 301;
        // vigil-ok: js.open-redirect
        res.setHeader('Location', '/' + pathname.replace(/^[/\\]+/, '') + '/');
        return res.end();
      }
      // vigil-ok: js.path-traversal
      fs.readdir(file, (e, names) => {
        res.setHeader('Content-Type', 'text/html');
        // vigil-ok: js.xss
        res.end(names.map((n) => `<li>${escapeHtml(n)}</li>`).join(''));
      });
    });
  };
}

/** A server object whose request handler is a method bound to it. */
class IndexServer {
  constructor(opts) {
    this.dir = path.resolve(opts.dir);
    this.server = http.createServer(this.handle.bind(this));
  }

  handle(req, res) {
    const name = new URL(req.url, 'http://localhost').searchParams.get('f') || '';
    // vigil: js.path-traversal
    fs.exists(path.join(this.dir, name), (ok) => res.end(ok ? 'yes' : 'no'));
  }

  /** Patched: one file name of the folder, no directory part. */
  handleName(req, res) {
    const name = new URL(req.url, 'http://localhost').searchParams.get('f') || '';
    // vigil-ok: js.path-traversal
    fs.exists(path.join(this.dir, path.basename(name)), (ok) => res.end(ok ? 'yes' : 'no'));
  }
}

/** Settings addressed by dotted keys: `set(store, 'server.port', 8080)`. */
function setIn(store, key, value) {
  const parts = key.split('.');
  let cur = store;
  for (let i = 0; i < parts.length - 1; i++) {
    cur = cur[parts[i]] ??= {};
  }
  // vigil: js.prototype-pollution
  cur[parts[parts.length - 1]] = value;
  return store;
}

/** Patched: keys that reach a prototype are refused. */
function setInSafe(store, key, value) {
  const parts = key.split('.');
  if (parts.some((p) => p === '__proto__' || p === 'constructor' || p === 'prototype')) return store;
  let cur = store;
  for (let i = 0; i < parts.length - 1; i++) {
    cur = cur[parts[i]] ??= {};
  }
  // vigil-ok: js.prototype-pollution
  cur[parts[parts.length - 1]] = value;
  return store;
}

module.exports = { listing, safeListing, IndexServer, setIn, setInSafe };
