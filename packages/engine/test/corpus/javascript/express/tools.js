// Admin tools: log search, report plugins and page snapshots.
'use strict';
const express = require('express');
const path = require('path');
const puppeteer = require('puppeteer');
const plugins = require('./plugins');

const router = express.Router();
const PLUGINS = { csv: './plugins/csv', pdf: './plugins/pdf' };

router.get('/logs/search', (req, res) => {
  // vigil: js.regex-injection
  const matcher = new RegExp(req.query.q, 'i');
  // vigil-ok: js.regex-injection
  const literal = new RegExp(String(req.query.q).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  res.json(plugins.logLines().filter((l) => matcher.test(l) || literal.test(l)));
});

router.get('/reports/plugin', (req, res) => {
  // vigil: js.code-injection
  const plugin = require(req.query.plugin);
  // vigil-ok: js.code-injection
  const known = require(PLUGINS[req.query.kind === 'pdf' ? 'pdf' : 'csv']);
  res.json({ plugin: plugin.name, known: known.name });
});

router.get('/reports/plugin/manifest', (req, res) => {
  // vigil-ok: js.code-injection
  const manifest = require(path.join(__dirname, 'plugins', String(req.query.plugin), 'manifest.json'));
  // vigil: js.code-injection
  const main = require(path.join(__dirname, 'plugins', String(req.query.plugin), manifest.main));
  res.json({ name: manifest.name, main: main.name });
});

router.post('/snapshots', async (req, res) => {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil: js.ssrf
  await page.goto(req.body.url, { waitUntil: 'networkidle0' });
  // vigil-ok: js.ssrf
  await page.goto('https://status.example.com/', { waitUntil: 'networkidle0' });
  const png = await page.screenshot();
  await browser.close();
  res.type('png').send(png);
});

module.exports = router;
