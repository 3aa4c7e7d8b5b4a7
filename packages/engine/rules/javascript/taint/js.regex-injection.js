const express = require('express');
const router = express.Router();

router.get('/search', (req, res) => {
  // vigil: js.regex-injection
  const re = new RegExp(req.query.term, 'i');
  // vigil-ok: js.regex-injection
  const safe = new RegExp(req.query.term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  // vigil-ok: js.regex-injection
  const fixed = new RegExp('^item-\\d+$');
  res.json({ a: re.source, b: safe.source, c: fixed.source });
});
