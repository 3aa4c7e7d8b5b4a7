'use strict';

const express = require('express');

const router = express.Router();

// a folder route without its slash: the query string is kept after a relative target
router.get('/tests', (req, res) => {
  // vigil-ok: js.open-redirect
  res.redirect(['./', ...req.url.split('?').slice(1)].join('?'));
});

router.get('/go', (req, res) => {
  // the first item is the client's
  // vigil: js.open-redirect
  res.redirect([req.query.to, ...req.url.split('?').slice(1)].join('?'));
});

// a pad name made URL-safe, then the query of the request: a relative target on this site
router.get('/p/:pad', (req, res) => {
  const name = req.params.pad.replace(/\s+/g, '_');
  const target = encodeURIComponent(name) + new URL(req.url, 'http://x.invalid').search;
  // vigil-ok: js.open-redirect
  res.header('Location', target);
  res.status(302).end();
});

router.get('/q/:pad', (req, res) => {
  const target = req.query.base + encodeURIComponent(req.params.pad);
  // vigil: js.open-redirect
  res.header('Location', target);
  res.status(302).end();
});

module.exports = router;
