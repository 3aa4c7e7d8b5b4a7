'use strict';
const express = require('express');
const { Pool } = require('pg');
const mysql = require('mysql2/promise');

const router = express.Router();
const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const legacy = mysql.createPool({ host: process.env.LEGACY_DB_HOST, user: 'svc_users', database: 'crm' });

router.get('/users/:id', async (req, res) => {
  const id = req.params.id;
  // vigil: js.sql-injection
  const result = await pool.query('SELECT id, email, display_name FROM users WHERE id = ' + id);
  res.json(result.rows[0] ?? null);
});

router.get('/users/:id/profile', async (req, res) => {
  // vigil-ok: js.sql-injection
  const result = await pool.query('SELECT id, email, display_name FROM users WHERE id = $1', [req.params.id]);
  res.json(result.rows[0] ?? null);
});

router.get('/articles/search', async (req, res) => {
  const term = req.query.q;
  const sql = `SELECT id, title FROM articles WHERE title ILIKE '%${term}%' ORDER BY created_at DESC`;
  // vigil: js.sql-injection
  const { rows } = await pool.query(sql);
  res.json(rows);
});

router.get('/articles/search/v2', async (req, res) => {
  // vigil-ok: js.sql-injection
  const { rows } = await pool.query("SELECT id, title FROM articles WHERE title ILIKE '%' || $1 || '%'", [req.query.q]);
  res.json(rows);
});

const SORTABLE = new Set(['created_at', 'title', 'author']);

router.get('/articles', async (req, res) => {
  let order = 'created_at';
  if (SORTABLE.has(req.query.sort)) {
    order = req.query.sort;
  }
  const dir = req.query.dir === 'asc' ? 'ASC' : 'DESC';
  // vigil-ok: js.sql-injection
  const { rows } = await pool.query('SELECT id, title FROM articles ORDER BY ' + order + ' ' + dir + ' LIMIT 50');
  res.json(rows);
});

router.post('/legacy/customers/lookup', async (req, res) => {
  const { email } = req.body;
  // vigil: js.sql-injection
  const [rows] = await legacy.query(`SELECT customer_no, name FROM customers WHERE email = '${email}'`);
  res.json(rows);
});

router.post('/legacy/customers/lookup-safe', async (req, res) => {
  const { email } = req.body;
  // vigil-ok: js.sql-injection
  const [rows] = await legacy.execute('SELECT customer_no, name FROM customers WHERE email = ?', [email]);
  res.json(rows);
});

router.delete('/legacy/customers/:no', async (req, res) => {
  const no = parseInt(req.params.no, 10);
  // vigil-ok: js.sql-injection
  await legacy.query('DELETE FROM customers WHERE customer_no = ' + no);
  res.status(204).end();
});

router.get('/legacy/orders', async (req, res) => {
  const status = req.query.status;
  const clause = ['status = ', "'", status, "'"].join('');
  // vigil: js.sql-injection
  const [rows] = await legacy.query('SELECT * FROM orders WHERE ' + clause);
  res.json(rows);
});

module.exports = router;
