'use strict';

const express = require('express');

const router = express.Router();

// a download: the browser saves the file, it renders nothing
router.get('/notes/:id/export', (req, res) => {
  res.attachment(`note-${Number(req.params.id)}.txt`);
  const body = req.query.header + '\n' + req.query.text;
  // vigil-ok: js.xss
  res.send(body);
});

// JSON text written by hand, with its content type set first
router.get('/locales/:locale', (req, res) => {
  const locale = req.params.locale.split('.')[0];
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  // vigil-ok: js.xss
  res.send(`{"${locale}":{}}`);
});

// the next handler sets no type: Express sends a string as text/html
router.get('/greeting/:name', (req, res) => {
  // vigil: js.xss
  res.send(`<p>Hello ${req.params.name}</p>`);
});

router.get('/preview', (req, res) => {
  res.type('html');
  // vigil: js.xss
  res.send(req.query.body);
});

module.exports = router;
