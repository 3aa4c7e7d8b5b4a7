'use strict';
// Order export and search endpoints: exercise aliasing, collections, branches and encoders.
const express = require('express');
const { exec } = require('child_process');
const escapeHtml = require('escape-html');
const db = require('./db');

const router = express.Router();
const FEATURE_RAW_EXPORT = false;
const MAX_PAGE = 100;

router.get('/orders/by-customer', async (req, res) => {
  const input = req.query.customer;
  const alias = input;
  let customer = alias;
  // vigil: js.sql-injection
  const rows = await db.query("SELECT * FROM orders WHERE customer = '" + customer + "'");
  res.json(rows);
});

router.get('/orders/by-region', async (req, res) => {
  let region = req.query.region;
  region = 'EU';
  // vigil-ok: js.sql-injection
  const rows = await db.query("SELECT * FROM orders WHERE region = '" + region + "'");
  res.json(rows);
});

router.get('/orders/filter', async (req, res) => {
  const filters = new Map();
  filters.set('status', 'shipped');
  filters.set('carrier', req.query.carrier);
  const status = filters.get('status');
  // vigil-ok: js.sql-injection
  const rows = await db.query(`SELECT * FROM orders WHERE status = '${status}'`);
  const carrier = filters.get('carrier');
  // vigil: js.sql-injection
  const more = await db.query(`SELECT * FROM orders WHERE carrier = '${carrier}'`);
  res.json(rows.concat(more));
});

router.get('/orders/tags', async (req, res) => {
  const tags = ['priority'];
  tags.push(req.query.tag);
  const first = tags[0];
  // vigil-ok: js.sql-injection
  const a = await db.query("SELECT id FROM orders WHERE tag = '" + first + "'");
  tags.shift();
  const userTag = tags[0];
  // vigil: js.sql-injection
  const b = await db.query("SELECT id FROM orders WHERE tag = '" + userTag + "'");
  res.json([...a, ...b]);
});

router.get('/orders/export', (req, res) => {
  const fmt = req.query.format;
  if (FEATURE_RAW_EXPORT) {
    // vigil-ok: js.command-injection
    exec('order-export --format ' + fmt);
  }
  const pageSize = 20;
  if (pageSize > MAX_PAGE) {
    // vigil-ok: js.command-injection
    exec('order-export --page-size ' + req.query.size);
  }
  res.status(202).end();
});

router.get('/orders/archive', (req, res) => {
  const year = req.query.year;
  const mode = 'tar';
  let cmd;
  switch (mode) {
    case 'zip':
      cmd = 'zip -r /backups/orders.zip /data/orders/' + year;
      break;
    default:
      cmd = 'tar czf /backups/orders.tgz /data/orders/2023';
  }
  // vigil-ok: js.command-injection
  exec(cmd);
  const target = mode === 'tar' ? '/data/orders/' + year : '/data/orders/current';
  // vigil: js.command-injection
  exec('ls -la ' + target);
  res.status(202).end();
});

router.post('/orders/bulk-tag', async (req, res) => {
  const ids = req.body.ids || [];
  let list = '';
  for (const id of ids) {
    list += (list ? ',' : '') + id;
  }
  // vigil: js.sql-injection
  await db.query('UPDATE orders SET flagged = true WHERE id IN (' + list + ')');
  res.status(204).end();
});

router.get('/orders/saved-view', async (req, res) => {
  const view = Buffer.from(req.cookies.view || '', 'base64').toString('utf8');
  // vigil: js.sql-injection
  const rows = await db.query('SELECT * FROM orders WHERE ' + view);
  res.json(rows);
});

router.get('/orders/note', async (req, res) => {
  const encoded = Buffer.from(req.query.note).toString('base64');
  const note = Buffer.from(encoded, 'base64').toString();
  // vigil: js.sql-injection
  await db.query("INSERT INTO order_notes (body) VALUES ('" + note + "')");
  res.status(201).end();
});

function quoteLike(s) {
  return "'%" + s + "%'";
}

router.get('/orders/like', async (req, res) => {
  // vigil: js.sql-injection
  const rows = await db.query('SELECT * FROM orders WHERE ref LIKE ' + quoteLike(req.query.ref));
  res.json(rows);
});

function toOrderId(raw) {
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error('bad id');
  return n;
}

router.get('/orders/:id/lines', async (req, res) => {
  // vigil-ok: js.sql-injection
  const rows = await db.query('SELECT * FROM order_lines WHERE order_id = ' + toOrderId(req.params.id));
  res.json(rows);
});

router.get('/orders/by-channel', async (req, res) => {
  const channel = FEATURE_RAW_EXPORT ? req.query.channel : 'web';
  // vigil-ok: js.sql-injection
  const rows = await db.query("SELECT * FROM orders WHERE channel = '" + channel + "'");
  const days = MAX_PAGE > 10 ? req.query.days : '30';
  // vigil: js.sql-injection
  const recent = await db.query('SELECT * FROM orders WHERE age_days < ' + days);
  res.json(rows.concat(recent));
});

router.get('/orders/price', async (req, res) => {
  const max = escapeHtml(req.query.max);
  // vigil: js.sql-injection
  const rows = await db.query('SELECT * FROM orders WHERE total < ' + max);
  res.json(rows);
});

module.exports = router;
