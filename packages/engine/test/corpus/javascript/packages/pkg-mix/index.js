'use strict';
/**
 * pkg-mix: more package shapes: handler factories written as arrows, node-stream-zip, a query
 * string parser, a config class with a path setter, DOM widgets, outgoing requests and shells.
 */
const fs = require('fs');
const path = require('path');
const http = require('http');
const cp = require('child_process');
const vm = require('vm');
const got = require('got');
const StreamZip = require('node-stream-zip');
const shell = require('shelljs');
const escapeHtml = require('escape-html');

/** Vulnerable: a handler factory written as an arrow returning an arrow. */
exports.raw = (root) => (req, res) => {
  // vigil: js.path-traversal
  fs.createReadStream(root + req.path).pipe(res);
};

/** Patched: the path normalised below `/` first, then joined (no `..` step is left). */
exports.rawSafe = (root) => (req, res) => {
  const rel = path.posix.normalize('/' + req.params[0]);
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(root, rel)).pipe(res);
};

/** Vulnerable: node-stream-zip entries, listed by name and extracted where they say. */
exports.unzip = async function unzip(file, dest) {
  const zip = new StreamZip.async({ file });
  const entries = await zip.entries();
  for (const entry of Object.values(entries)) {
    if (entry.isDirectory) continue;
    // vigil: js.path-traversal
    fs.writeFileSync(path.join(dest, entry.name), await zip.entryData(entry));
  }
  await zip.close();
};

/** Patched: each target resolved and compared with the folder. */
exports.unzipSafe = async function unzipSafe(file, dest) {
  const root = path.resolve(dest);
  const zip = new StreamZip.async({ file });
  const entries = await zip.entries();
  for (const entry of Object.values(entries)) {
    const out = path.resolve(root, entry.name);
    if (!out.startsWith(root + path.sep)) continue;
    // vigil-ok: js.path-traversal
    fs.writeFileSync(out, await zip.entryData(entry));
  }
  await zip.close();
};

/** Vulnerable: `a[b][c]=1` query strings parsed into nested objects. */
exports.parseQuery = function parseQuery(qs) {
  const out = {};
  for (const pair of qs.split('&')) {
    const [rawKey, rawVal = ''] = pair.split('=');
    const keys = decodeURIComponent(rawKey).split(/[[\]]+/).filter(Boolean);
    let cur = out;
    for (let i = 0; i < keys.length - 1; i++) cur = cur[keys[i]] = cur[keys[i]] || {};
    // vigil: js.prototype-pollution
    cur[keys[keys.length - 1]] = decodeURIComponent(rawVal);
  }
  return out;
};

/** Patched: a key naming the prototype ends the pair. */
exports.parseQuerySafe = function parseQuerySafe(qs) {
  const out = {};
  for (const pair of qs.split('&')) {
    const [rawKey, rawVal = ''] = pair.split('=');
    const keys = decodeURIComponent(rawKey).split(/[[\]]+/).filter(Boolean);
    if (keys.some((k) => k === '__proto__' || k === 'constructor' || k === 'prototype')) continue;
    let cur = out;
    for (let i = 0; i < keys.length - 1; i++) cur = cur[keys[i]] = cur[keys[i]] || {};
    // vigil-ok: js.prototype-pollution
    cur[keys[keys.length - 1]] = decodeURIComponent(rawVal);
  }
  return out;
};

/** A settings store with dotted keys. */
class Settings {
  constructor() {
    this.data = {};
  }

  /** Vulnerable: a path setter in a method. */
  set(key, value) {
    const parts = key.split('.');
    let node = this.data;
    while (parts.length > 1) {
      const p = parts.shift();
      if (typeof node[p] !== 'object') node[p] = {};
      node = node[p];
    }
    // vigil: js.prototype-pollution
    node[parts[0]] = value;
  }

  /** Patched: the same walk, each part checked against the prototype's names. */
  setSafe(key, value) {
    const parts = key.split('.');
    let node = this.data;
    while (parts.length > 1) {
      const p = parts.shift();
      if (p === '__proto__' || p === 'constructor' || p === 'prototype') return;
      if (typeof node[p] !== 'object') node[p] = {};
      node = node[p];
    }
    if (parts[0] === '__proto__') return;
    // vigil-ok: js.prototype-pollution
    node[parts[0]] = value;
  }
}
exports.Settings = Settings;

/** Vulnerable: a widget renders its content option as an iframe document. */
exports.preview = function preview(frame, opts) {
  // vigil: js.xss
  frame.srcdoc = '<!doctype html><body>' + opts.content + '</body>';
};

/** Patched: the content escaped. */
exports.previewSafe = function previewSafe(frame, opts) {
  // vigil-ok: js.xss
  frame.srcdoc = '<!doctype html><body>' + escapeHtml(opts.content) + '</body>';
};

/** Vulnerable: markup parsed from the caller's string into a fragment. */
exports.fragment = function fragment(html) {
  // vigil: js.xss
  return document.createRange().createContextualFragment(html);
};

/** Patched: text nodes only. */
exports.fragmentSafe = function fragmentSafe(text) {
  const f = document.createDocumentFragment();
  // vigil-ok: js.xss
  f.appendChild(document.createTextNode(text));
  return f;
};

/** Vulnerable: an outgoing request to the host the visitor names, by an options object. */
exports.relay = function relay() {
  return (req, res) => {
    // vigil: js.ssrf
    http.request({ host: req.query.host, path: '/status', method: 'GET' }, (r) => r.pipe(res)).end();
  };
};

/** Patched: the host chosen from a fixed map. */
exports.relaySafe = function relaySafe() {
  const hosts = { eu: 'eu.status.example.com', us: 'us.status.example.com' };
  return (req, res) => {
    const host = hosts[req.query.region];
    if (!host) return res.status(400).end();
    // vigil-ok: js.ssrf
    http.request({ host, path: '/status', method: 'GET' }, (r) => r.pipe(res)).end();
  };
};

/** Vulnerable: got fetches the URL from the body. */
exports.fetchMeta = function fetchMeta() {
  return async (req, res) => {
    // vigil: js.ssrf
    const page = await got(req.body.url, { timeout: { request: 5000 } }).text();
    res.json({ length: page.length });
  };
};

/** Patched: only https URLs on one host. */
exports.fetchMetaSafe = function fetchMetaSafe() {
  return async (req, res) => {
    const u = new URL(req.body.url);
    if (u.protocol !== 'https:' || u.hostname !== 'docs.example.com') return res.status(400).end();
    // vigil-ok: js.ssrf
    const page = await got(u.href, { timeout: { request: 5000 } }).text();
    res.json({ length: page.length });
  };
};

/** Vulnerable: shelljs runs the command line through a shell. */
exports.archive = function archive(dir, name) {
  // vigil: js.command-injection
  return shell.exec(`tar czf ${name}.tgz ${dir}`, { silent: true });
};

/** Patched: the archive name and folder must be plain names. */
exports.archiveSafe = function archiveSafe(dir, name) {
  if (!/^[\w.-]+$/.test(name) || !/^[\w./-]+$/.test(dir)) throw new Error('bad name');
  // vigil-ok: js.command-injection
  return shell.exec(`tar czf ${name}.tgz ${dir}`, { silent: true });
};

/** Vulnerable: options merged over defaults, then the command line built from them. */
exports.compress = function compress(options) {
  const o = Object.assign({}, { level: 6, out: 'out.gz' }, options);
  // vigil: js.command-injection
  cp.exec('gzip -' + o.level + ' -c ' + o.input + ' > ' + o.out);
};

/** Patched: the same options passed as arguments, the output written by the program. */
exports.compressSafe = function compressSafe(options) {
  const o = Object.assign({}, { level: 6, out: 'out.gz' }, options);
  // vigil-ok: js.command-injection
  const child = cp.spawn('gzip', ['-' + Number(o.level), '-c', o.input]);
  child.stdout.pipe(fs.createWriteStream(o.out));
};

/** Vulnerable: a code string run in this context. */
exports.run = function run(code) {
  // vigil: js.code-injection
  return vm.runInThisContext(code);
};

/** Patched: a number parsed instead of code. */
exports.runSafe = function runSafe(code) {
  // vigil-ok: js.code-injection
  return vm.runInThisContext(String(Number(code)));
};
