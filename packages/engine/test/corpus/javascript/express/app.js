'use strict';
const express = require('express');
const session = require('express-session');
const cors = require('cors');
const crypto = require('crypto');
const jwt = require('jsonwebtoken');
const https = require('https');

const app = express();

// vigil: js.cors-permissive
app.use(cors({ origin: true, credentials: true }));

// vigil-ok: js.cors-permissive
app.use('/public', cors({ origin: 'https://app.example.com', credentials: true }));

app.use(
  session({
    secret: process.env.SESSION_SECRET,
    resave: false,
    saveUninitialized: false,
    cookie: { secure: true, httpOnly: true, sameSite: 'lax' },
  }),
);

app.post('/login', async (req, res) => {
  const token = crypto.randomBytes(32).toString('hex');
  // vigil: js.cookie-insecure
  res.cookie('remember_me', token, { maxAge: 30 * 86400000 });
  // vigil-ok: js.cookie-insecure
  res.cookie('sid', token, { httpOnly: true, secure: true, sameSite: 'strict' });
  res.json({ ok: true });
});

app.post('/password-reset', (req, res) => {
  // vigil: js.insecure-random
  const resetToken = Math.random().toString(36).slice(2);
  // vigil-ok: js.insecure-random
  const otp = crypto.randomInt(100000, 1000000);
  res.json({ sent: Boolean(resetToken && otp) });
});

app.get('/banner', (req, res) => {
  // vigil-ok: js.insecure-random
  const variant = Math.random() < 0.5 ? 'a' : 'b';
  res.json({ variant });
});

app.post('/register', (req, res) => {
  // vigil: js.weak-hash
  const hash = crypto.createHash('md5').update(req.body.password).digest('hex');
  // vigil-ok: js.weak-hash
  const etag = crypto.createHash('sha256').update(JSON.stringify(req.body)).digest('hex');
  res.json({ hash, etag });
});

app.get('/me', (req, res) => {
  const token = req.headers.authorization?.replace('Bearer ', '');
  // vigil: js.jwt-no-verify
  const claims = jwt.decode(token);
  // vigil-ok: js.jwt-no-verify
  const verified = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'] });
  res.json({ sub: claims.sub, role: verified.role });
});

app.get('/legacy/me', (req, res) => {
  const token = req.query.t;
  // vigil: js.jwt-none
  const claims = jwt.verify(token, '', { algorithms: ['none', 'HS256'] });
  res.json(claims);
});

app.get('/v2/me', (req, res) => {
  const token = req.query.t;
  // vigil-ok: js.jwt-none
  const claims = jwt.verify(token, process.env.JWT_SECRET, { algorithms: ['HS256'], issuer: 'https://auth.acme.example' });
  res.json(claims);
});

const dbConfig = {
  host: 'db.internal',
  user: 'app',
  // vigil: js.hardcoded-password
  password: 'Sup3rS3cret!',
};

const cacheConfig = {
  host: 'cache.internal',
  // vigil-ok: js.hardcoded-password
  password: process.env.REDIS_PASSWORD,
};

// vigil: js.tls-verify-disabled
const insecureAgent = new https.Agent({ rejectUnauthorized: false });
// vigil-ok: js.tls-verify-disabled
const agent = new https.Agent({ rejectUnauthorized: true, keepAlive: true });

app.get('/orders/new', (req, res) => {
  // vigil: js.insecure-random
  const n = Math.floor(Math.random() * 1e9);
  const orderRef = 'ord-' + n.toString(36);
  res.json({ orderRef });
});

app.get('/orders/ref', (req, res) => {
  // vigil-ok: js.insecure-random
  const orderRef = crypto.randomUUID();
  // vigil: js.cookie-insecure
  res.cookie('last_order', orderRef, { httpOnly: true, maxAge: 3600000 });
  res.json({ orderRef });
});

module.exports = { app, dbConfig, cacheConfig, insecureAgent, agent };
