const express = require('express');
const { Pool } = require('pg');
const mysql = require('mysql2/promise');
const format = require('pg-format');
const { Sequelize, QueryTypes } = require('sequelize');
const knex = require('knex')({ client: 'pg' });

const app = express();
const pool = new Pool();
const sequelize = new Sequelize(process.env.DATABASE_URL);

app.get('/users', async (req, res) => {
  const name = req.query.name;
  // vigil: js.sql-injection
  const r1 = await pool.query("SELECT * FROM users WHERE name = '" + name + "'");
  // vigil-ok: js.sql-injection
  const r2 = await pool.query('SELECT * FROM users WHERE name = $1', [name]);
  const sql = `SELECT * FROM orders WHERE owner = '${req.params.owner}' ORDER BY id`;
  // vigil: js.sql-injection
  await pool.query(sql);
  // vigil-ok: js.sql-injection
  await pool.query(format('SELECT * FROM users WHERE name = %L', name));
  res.json({ r1, r2 });
});

app.post('/orders', async (req, res) => {
  const conn = await mysql.createConnection({ host: 'db' });
  const { status, limit } = req.body;
  // vigil: js.sql-injection
  const [rows] = await conn.execute('SELECT * FROM orders WHERE status = "' + status + '"');
  // vigil-ok: js.sql-injection
  await conn.execute('SELECT * FROM orders WHERE status = ?', [status]);
  // vigil-ok: js.sql-injection
  await conn.query('SELECT * FROM orders LIMIT ' + parseInt(limit, 10));
  let q = 'SELECT 1';
  q = 'SELECT * FROM orders WHERE status = ' + conn.escape(status);
  // vigil-ok: js.sql-injection
  await conn.query(q);
  res.json(rows);
});

app.get('/report', async (req, res) => {
  const col = req.query.sort;
  // vigil: js.sql-injection
  const rows = await sequelize.query(`SELECT * FROM report ORDER BY ${col}`, { type: QueryTypes.SELECT });
  // vigil: js.sql-injection
  const more = await knex.raw('SELECT * FROM report WHERE region = ' + req.query.region);
  // vigil-ok: js.sql-injection
  const safe = await knex.raw('SELECT * FROM report WHERE region = ?', [req.query.region]);
  const debug = false;
  if (debug) {
    // vigil-ok: js.sql-injection
    await knex.raw('DELETE FROM report WHERE id = ' + req.query.id);
  }
  res.json({ rows, more, safe });
});

function byId(id) {
  return 'SELECT * FROM items WHERE id = ' + id;
}

app.get('/items/:id', async (req, res) => {
  // vigil: js.sql-injection
  const r = await pool.query(byId(req.params.id));
  // vigil-ok: js.sql-injection
  const r2 = await pool.query(byId(Number(req.params.id)));
  res.json({ r, r2 });
});
