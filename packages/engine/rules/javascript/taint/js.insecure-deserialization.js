const express = require('express');
const serialize = require('node-serialize');
const yaml = require('js-yaml');
const router = express.Router();

router.get('/prefs', (req, res) => {
  const raw = Buffer.from(req.cookies.prefs || '', 'base64').toString();
  // vigil: js.insecure-deserialization
  const prefs = serialize.unserialize(raw);
  // vigil-ok: js.insecure-deserialization
  const copy = JSON.parse(raw);
  res.json({ prefs, copy });
});

router.post('/import', (req, res) => {
  // vigil: js.insecure-deserialization
  const doc = yaml.load(req.body.yaml, { schema: yaml.DEFAULT_FULL_SCHEMA });
  // vigil-ok: js.insecure-deserialization
  const safe = yaml.load(req.body.yaml);
  res.json({ doc, safe });
});

module.exports = router;
