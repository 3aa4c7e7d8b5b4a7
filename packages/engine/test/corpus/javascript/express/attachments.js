'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');
const slugify = require('slugify');

const ATTACHMENTS = '/var/lib/shop/attachments';
const router = express.Router();

// each dot-separated part of the name becomes a slug: no separator is left in any of them
function storedName(name) {
  const parts = name.split('.');
  parts.forEach((part, idx) => {
    parts[idx] = slugify(part);
  });
  return parts.join('.');
}

// each part is only trimmed: `../` survives
function trimmedName(name) {
  const parts = name.split('.');
  parts.forEach((part, idx) => {
    parts[idx] = part.trim();
  });
  return parts.join('.');
}

// only the first part is made a slug when it is long: the others keep what the client sent
function shortName(name) {
  const parts = name.split('.');
  parts.forEach((part, idx) => {
    if (part.length > 40) parts[idx] = slugify(part);
  });
  return parts.join('.');
}

router.post('/attachments', (req, res) => {
  const body = req.body.content;
  // vigil-ok: js.path-traversal
  fs.writeFileSync(path.join(ATTACHMENTS, storedName(req.body.name)), body);
  // vigil: js.path-traversal
  fs.writeFileSync(path.join(ATTACHMENTS, trimmedName(req.body.name)), body);
  // vigil: js.path-traversal
  fs.writeFileSync(path.join(ATTACHMENTS, shortName(req.body.name)), body);
  res.sendStatus(201);
});

// a job runner's `execute` runs a handler function, not SQL (this file uses no SQL library)
class Jobs {
  constructor(runner) {
    this.runner = runner;
  }

  run(req, handler) {
    // vigil-ok: js.sql-injection
    return this.runner.execute(req.query.job, handler);
  }

  count(conn, req) {
    // a connection handed in by the caller runs the text as SQL
    // vigil: js.sql-injection
    return conn.execute('SELECT COUNT(*) FROM attachments WHERE owner = ' + req.query.owner);
  }
}

module.exports = { router, Jobs };
