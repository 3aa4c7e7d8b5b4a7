'use strict';
/**
 * file-share: a file server, a port probe and a page snapshotter built on the http module.
 */
const http = require('http');
const fs = require('fs');
const path = require('path');
const net = require('net');
const url = require('url');
const puppeteer = require('puppeteer');
const isPathInside = require('is-path-inside');

const ROOT = path.resolve(__dirname, 'public');

function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';');
}

function serve(req, res) {
  const pathname = decodeURIComponent(url.parse(req.url).pathname);
  const file = path.join(ROOT, pathname);
  // vigil: js.path-traversal
  if (!fs.existsSync(file)) {
    res.statusCode = 404;
    return res.end();
  }
  // vigil: js.path-traversal
  fs.createReadStream(file).pipe(res);
}

function serveSafe(req, res) {
  const pathname = decodeURIComponent(url.parse(req.url).pathname);
  const file = path.join(ROOT, pathname);
  if (file.indexOf(ROOT + path.sep) !== 0) {
    res.statusCode = 403;
    return res.end();
  }
  // vigil-ok: js.path-traversal
  if (!fs.existsSync(file)) {
    res.statusCode = 404;
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.createReadStream(file).pipe(res);
}

function stat(req, res) {
  const name = new URL(req.url, 'http://x').searchParams.get('name');
  const file = path.resolve(ROOT, name);
  // vigil: js.path-traversal
  fs.lstat(file, (err, st) => res.end(String(st && st.size)));
}

function statSafe(req, res) {
  const name = new URL(req.url, 'http://x').searchParams.get('name');
  const file = path.resolve(ROOT, name);
  if (!isPathInside(file, ROOT)) {
    res.statusCode = 403;
    return res.end();
  }
  // vigil-ok: js.path-traversal
  fs.lstat(file, (err, st) => res.end(String(st && st.size)));
}

function listing(req, res) {
  fs.readdir(ROOT, (err, names) => {
    // vigil: js.xss
    res.end('<ul>' + names.map((n) => '<li>' + n + '</li>').join('') + '</ul>');
  });
}

function listingSafe(req, res) {
  fs.readdir(ROOT, (err, names) => {
    // vigil-ok: js.xss
    res.end('<ul>' + names.map((n) => '<li>' + escapeHtml(n) + '</li>').join('') + '</ul>');
  });
}

function probe(req, res) {
  const q = url.parse(req.url, true).query;
  const sock = new net.Socket();
  // vigil: js.ssrf
  sock.connect(Number(q.port), q.host, () => res.end('open'));
}

const ALLOWED = ['db.internal', 'cache.internal'];

function probeSafe(req, res) {
  const q = url.parse(req.url, true).query;
  if (ALLOWED.indexOf(q.host) === -1) {
    res.statusCode = 400;
    return res.end();
  }
  const sock = new net.Socket();
  // vigil-ok: js.ssrf
  sock.connect(Number(q.port), q.host, () => res.end('open'));
}

async function snapshot(req, res) {
  const target = url.parse(req.url, true).query.page;
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil: js.ssrf
  await page.goto(target);
  res.end(await page.screenshot());
}

async function snapshotSafe(req, res) {
  const target = url.parse(req.url, true).query.page;
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil-ok: js.ssrf
  await page.goto('https://status.example.com/' + encodeURIComponent(target));
  res.end(await page.screenshot());
}

module.exports = [serve, serveSafe, stat, statSafe, listing, listingSafe, probe, probeSafe, snapshot, snapshotSafe].map((fn) =>
  http.createServer(fn),
);
