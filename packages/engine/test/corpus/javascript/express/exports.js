'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');
const relativePath = require('./relative-path');
const tidyPath = require('./tidy-path');

const router = express.Router();
const ROOT = '/srv/notes/static';

// normalises, then refuses absolute paths and paths whose first segment leaves the root
function relativeInside(p) {
  p = path.normalize(p);
  if (path.isAbsolute(p)) throw new Error(`absolute path: ${p}`);
  if (p.split(path.sep)[0] === '..') throw new Error(`outside the root: ${p}`);
  return p;
}

// a download: the browser saves the file, it renders nothing
router.get('/notes/:id/export', (req, res) => {
  res.attachment(`note-${Number(req.params.id)}.txt`);
  const body = req.query.header + '\n' + req.query.text;
  // vigil-ok: js.xss
  res.send(body);
});

// JSON text written by hand, with its content type set first
router.get('/locales/:locale', (req, res) => {
  const locale = req.params.locale.split('.')[0];
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // vigil-ok: js.xss
  res.send(`{"${locale}":{}}`);
});

// the next handler sets no type: Express sends a string as text/html
router.get('/greeting/:name', (req, res) => {
  // vigil: js.xss
  res.send(`<p>Hello ${req.params.name}</p>`);
});

router.get('/preview', (req, res) => {
  res.type('html');
  // vigil: js.xss
  res.send(req.query.body);
});

router.get('/static/*', (req, res) => {
  const name = relativeInside(req.params[0]);
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
});

router.get('/raw/*', (req, res) => {
  const name = path.normalize(req.params[0]);
  // vigil: js.path-traversal
  fs.createReadStream(path.join(ROOT, name)).pipe(res);
});

// plain text written on the response, its type set first
router.get('/entries/:name', (req, res) => {
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  // vigil-ok: js.xss
  res.write(req.params.name);
  res.end();
});

router.get('/echo/:name', (req, res) => {
  // vigil: js.xss
  res.write(req.params.name);
  res.end();
});

// the same checks in a module of their own, imported whole
router.get('/assets/*', (req, res) => {
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(ROOT, relativePath(req.params[0]))).pipe(res);
});

router.get('/files/*', (req, res) => {
  // vigil: js.path-traversal
  fs.createReadStream(path.join(ROOT, tidyPath(req.params[0]))).pipe(res);
});

module.exports = router;
