'use strict';
const express = require('express');
const multer = require('multer');
const path = require('path');
const fs = require('fs');
const got = require('got');
const { execFile } = require('child_process');

const router = express.Router();
const STORE = '/srv/store';
const upload = multer({ dest: '/tmp/uploads' });

router.post('/uploads', upload.single('file'), (req, res) => {
  const folder = req.body.folder || 'inbox';
  // vigil: js.path-traversal
  fs.renameSync(req.file.path, path.join(STORE, folder, req.file.originalname));
  res.status(201).end();
});

router.get('/uploads/:name', (req, res) => {
  // vigil-ok: js.path-traversal
  res.sendFile(req.params.name, { root: STORE, dotfiles: 'deny' });
});

router.get('/uploads/raw/file', (req, res) => {
  // vigil: js.path-traversal
  res.download(path.resolve(STORE, req.query.file));
});

router.post('/uploads/scan', (req, res) => {
  // vigil: js.command-injection
  execFile('sh', ['-c', `clamscan ${STORE}/${req.body.name}`], (err, out) => res.type('text/plain').send(out));
});

router.post('/uploads/scan/v2', (req, res) => {
  // vigil-ok: js.command-injection
  execFile('clamscan', ['--', path.join(STORE, path.basename(req.body.name))], (err, out) => res.type('text/plain').send(out));
});

router.post('/uploads/import', async (req, res) => {
  // vigil: js.ssrf
  const body = await got(req.body.source).text();
  res.json({ size: body.length });
});

router.get('/uploads/preview', (req, res) => {
  // vigil: js.xss
  res.set('Content-Type', 'text/html').send(`<figure><figcaption>${req.query.caption}</figcaption></figure>`);
});

router.get('/uploads/preview/v2', (req, res) => {
  // vigil-ok: js.xss
  res.type('text/plain').send(`caption: ${req.query.caption}`);
});

module.exports = router;
