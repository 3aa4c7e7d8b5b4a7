'use strict';
// A small static file server with a directory listing and a screenshot endpoint.
const http = require('http');
const fs = require('fs');
const path = require('path');
const net = require('net');
const url = require('url');
const escapeHtml = require('escape-html');
const isPathInside = require('is-path-inside');
const puppeteer = require('puppeteer');
const express = require('express');

const ROOT = path.resolve(__dirname, 'public');
const app = express();

app.get('/files', (req, res) => {
  const file = path.join(ROOT, req.query.name);
  // vigil: js.path-traversal
  if (!fs.existsSync(file)) return res.sendStatus(404);
  // vigil: js.path-traversal
  const info = fs.lstatSync(file);
  res.json({ size: info.size });
});

// patched: the resolved path must start with the root
app.get('/files-safe', (req, res) => {
  const file = path.resolve(ROOT, req.query.name);
  if (file.indexOf(ROOT + path.sep) !== 0) return res.sendStatus(403);
  // vigil-ok: js.path-traversal
  if (!fs.existsSync(file)) return res.sendStatus(404);
  // vigil-ok: js.path-traversal
  fs.createReadStream(file).pipe(res);
});

app.get('/download', (req, res) => {
  const file = path.join(ROOT, req.query.f);
  if (!isPathInside(file, ROOT)) return res.sendStatus(403);
  // vigil-ok: js.path-traversal
  fs.createReadStream(file).pipe(res);
});

app.get('/legacy', (req, res) => {
  let name = String(req.query.f);
  // one pass: `....//` becomes `../`
  name = name.replace(/\.\.\//g, '');
  // vigil: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
});

app.get('/legacy2', (req, res) => {
  let name = String(req.query.f);
  // every `..` removed: a run of dots keeps at most one
  name = name.replace(/\.\./g, '');
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
});

const THEMES = ['light.css', 'dark.css'];
app.get('/theme', (req, res) => {
  if (THEMES.indexOf(req.query.t) === -1) return res.sendStatus(400);
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, 'themes', req.query.t)).pipe(res);
});

// directory listing: uploaded file names are rendered as HTML
app.get('/uploads', (req, res) => {
  const names = fs.readdirSync(path.join(ROOT, 'uploads'));
  const items = names.map((n) => `<li><a href="/uploads/${encodeURIComponent(n)}">${n}</a></li>`);
  // vigil: js.xss
  res.send(`<ul>${items.join('')}</ul>`);
});

app.get('/uploads-safe', (req, res) => {
  const names = fs.readdirSync(path.join(ROOT, 'uploads'));
  const items = names.map((n) => `<li><a href="/uploads/${encodeURIComponent(n)}">${escapeHtml(n)}</a></li>`);
  // vigil-ok: js.xss
  res.send(`<ul>${items.join('')}</ul>`);
});

app.get('/ping', (req, res) => {
  // vigil: js.ssrf
  const sock = net.connect(Number(req.query.port), req.query.host);
  sock.on('connect', () => res.send('open'));
  sock.on('error', () => res.send('closed'));
});

app.get('/ping-safe', (req, res) => {
  // vigil-ok: js.ssrf
  const sock = net.connect(443, 'status.example.com');
  sock.on('connect', () => res.send('open'));
});

app.get('/shot', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil: js.ssrf
  await page.goto(req.query.url);
  res.type('png').send(await page.screenshot());
});

app.get('/shot-safe', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil-ok: js.ssrf
  await page.goto('https://status.example.com/' + encodeURIComponent(req.query.id));
  res.type('png').send(await page.screenshot());
});

app.get('/login/done', (req, res) => {
  // vigil: js.open-redirect
  res.redirect(req.query.next);
});

app.get('/login/done-safe', (req, res) => {
  // vigil-ok: js.open-redirect
  res.redirect(req.protocol + '://' + req.get('host') + '/' + String(req.query.next).replace(/^\/+/, ''));
});

// a plain http server: the request typed by its parameter's name only
http
  .createServer((incoming, out) => {
    const p = url.parse(incoming.url).pathname;
    out.end(p);
  })
  .listen(0);

module.exports = app;
