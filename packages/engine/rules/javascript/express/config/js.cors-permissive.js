const express = require('express');
const cors = require('cors');
const app = express();

// vigil: js.cors-permissive
app.use(cors({ origin: true, credentials: true }));

// vigil: js.cors-permissive
const apiCors = cors({ credentials: true, origin: '*' });

app.use((req, res, next) => {
  // vigil: js.cors-permissive
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  next();
});

// vigil-ok: js.cors-permissive
app.use(cors({ origin: ['https://app.example.com'], credentials: true }));

// vigil-ok: js.cors-permissive
const publicCors = cors({ origin: '*' });

// vigil: js.cors-permissive
app.use(cors({ origin: (origin, cb) => cb(null, origin || true), credentials: true }));
// vigil-ok: js.cors-permissive
app.use(cors({ origin: (origin, cb) => cb(null, ALLOWED.includes(origin)), credentials: true }));

app.get('/public', (req, res) => {
  // vigil-ok: js.cors-permissive
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.json({ ok: true });
});
