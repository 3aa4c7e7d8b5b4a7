'use strict';
const express = require('express');
const fs = require('fs');
const { exec } = require('child_process');
const db = require('./db');
const { reportPath, rawReportPath, columnList, shellQuote } = require('./report-helpers');

const router = express.Router();

router.get('/reports/:name', (req, res) => {
  // vigil-ok: js.path-traversal
  res.send(fs.readFileSync(reportPath(req.params.name), 'utf8'));
});

router.get('/reports/raw/:name', (req, res) => {
  // vigil: js.path-traversal
  const body = fs.readFileSync(rawReportPath(req.params.name), 'utf8');
  res.type('text/plain').send(body);
});

router.get('/reports/table', async (req, res) => {
  const cols = columnList([req.query.col, 'created_at']);
  // vigil: js.sql-injection
  const rows = await db.query('SELECT ' + cols + ' FROM report_rows');
  res.json(rows);
});

router.post('/reports/print', (req, res) => {
  // vigil-ok: js.command-injection
  exec('lp -d office ' + shellQuote(req.body.file), () => res.status(202).end());
});

router.post('/reports/mail', (req, res) => {
  const to = req.body.to;
  // vigil: js.command-injection
  exec('mail -s report ' + to + ' < /srv/reports/latest.pdf', () => res.status(202).end());
});

module.exports = router;
