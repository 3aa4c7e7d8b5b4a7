const express = require('express');
const { promises: fsp } = require('fs');
const db = require('./db');

class InvoiceRepo {
  constructor(conn) {
    this.conn = conn;
  }

  byCustomer(customer) {
    // vigil: js.sql-injection
    return this.conn.query("SELECT * FROM invoices WHERE customer = '" + customer + "'");
  }

  byCustomerSafe(customer) {
    // vigil-ok: js.sql-injection
    return this.conn.query('SELECT * FROM invoices WHERE customer = $1', [customer]);
  }
}

const repo = new InvoiceRepo(db);
const router = express.Router();

router.get('/invoices', async (req, res) => {
  const rows = await repo.byCustomer(req.query.customer);
  const safe = await repo.byCustomerSafe(req.query.customer);
  res.json({ rows, safe });
});

router.get('/invoices/pdf', async (req, res) => {
  const name = req.query.name;
  // vigil: js.path-traversal
  const raw = await fsp.readFile('/srv/invoices/' + name);
  if (name.includes('..')) {
    return res.status(400).end();
  }
  // vigil-ok: js.path-traversal
  const pdf = await fsp.readFile('/srv/invoices/' + name);
  res.type('application/pdf').send(Buffer.concat([raw, pdf]));
});

module.exports = router;
