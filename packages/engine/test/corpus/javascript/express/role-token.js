'use strict';

const express = require('express');
const jwtDecode = require('jwt-decode');

const router = express.Router();

// The role is read from a token nobody verified: any client can write `"role": "admin"` into one.
router.get('/admin/reports', (req, res) => {
  const token = String(req.headers.authorization || '').replace(/^Bearer /, '');
  // vigil: js.jwt-no-verify
  const claims = jwtDecode(token);
  if (claims.role !== 'admin') return res.status(403).end();
  res.json({ reports: [] });
});

module.exports = router;
