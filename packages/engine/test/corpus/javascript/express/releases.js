const express = require('express');
const fs = require('fs');
const path = require('path');
const { exec } = require('child_process');
const { Pool } = require('pg');
const { slug, tagName, firstOnly } = require('../lib/slugs');

const router = express.Router();
const pool = new Pool();
const RELEASES = '/srv/releases';

router.get('/releases/:tag/notes', (req, res) => {
  const tag = req.params.tag;
  // vigil: js.path-traversal
  fs.promises.readFile(path.join(RELEASES, tag, 'NOTES.md'), 'utf8').then((t) => res.type('text/plain').send(t));
});

router.get('/releases/:tag/notes-safe', (req, res) => {
  const tag = slug(req.params.tag);
  // vigil-ok: js.path-traversal
  fs.promises.readFile(path.join(RELEASES, tag, 'NOTES.md'), 'utf8').then((t) => res.type('text/plain').send(t));
});

router.post('/releases/:tag/build', (req, res) => {
  // vigil-ok: js.command-injection
  exec('git archive --format=tar ' + tagName(req.params.tag) + ' | gzip > /tmp/release.tgz', () => res.end());
});

router.post('/releases/:tag/rebuild', (req, res) => {
  // vigil: js.command-injection
  exec('git archive --format=tar ' + firstOnly(req.params.tag) + ' | gzip > /tmp/release.tgz', () => res.end());
});

router.get('/releases/:tag/asset', (req, res) => {
  // vigil: js.path-traversal
  res.sendFile(path.join(RELEASES, tagName(req.params.tag)));
});

router.get('/releases/search', async (req, res) => {
  const q = encodeURIComponent(req.query.q);
  // vigil: js.sql-injection
  const { rows } = await pool.query("SELECT name FROM releases WHERE name LIKE '" + q + "%'");
  // vigil-ok: js.sql-injection
  const more = await pool.query("SELECT name FROM releases WHERE name LIKE '" + slug(req.query.q) + "%'");
  // vigil-ok: js.ssrf
  const r = await fetch('https://registry.example.com/api/' + q);
  res.json({ rows, more: more.rows, upstream: await r.json() });
});

router.get('/releases/:tag/download', (req, res) => {
  const file = req.query.file;
  // Node rejects CR and LF in header values: no response splitting
  // vigil-ok: js.header-injection
  res.setHeader('Content-Disposition', 'attachment; filename="' + file + '"');
  // vigil-ok: js.header-injection
  res.setHeader('Content-Disposition', 'attachment; filename="' + file.replace(/[\r\n]/g, '') + '"');
  // vigil-ok: js.header-injection
  res.setHeader('X-Release', req.params.tag.replace(/\r|\n/g, ' '));
  res.end();
});

module.exports = router;
