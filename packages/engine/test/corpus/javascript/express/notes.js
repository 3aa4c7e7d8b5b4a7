// Order notes stored in a local SQLite file.
'use strict';
const sqlite3 = require('sqlite3');
const express = require('express');

const db = new sqlite3.Database('/var/lib/shop/notes.db');
const recent = new Map();
const router = express.Router();

router.get('/notes', (req, res) => {
  const owner = req.query.owner;
  // vigil: js.sql-injection
  db.all(`SELECT body FROM notes WHERE owner = '${owner}'`, (err, rows) => res.json(rows));
  // vigil-ok: js.sql-injection
  db.all('SELECT body FROM notes WHERE owner = ?', [owner], (err, rows) => res.json(rows));
});

router.get('/notes/recent', (req, res) => {
  // vigil-ok: js.sql-injection
  const cached = recent.get(req.query.owner);
  // vigil-ok: js.xss
  res.json({ cached });
});

module.exports = router;
