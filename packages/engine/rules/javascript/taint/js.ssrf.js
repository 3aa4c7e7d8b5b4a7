const axios = require('axios');
const express = require('express');
const validator = require('validator');
const app = express();

app.get('/preview', async (req, res) => {
  const url = req.query.url;
  // vigil: js.ssrf
  const r = await fetch(url);
  if (validator.isURL(url)) {
    // isURL checks syntax only: still SSRF
    // vigil: js.ssrf
    await axios.get(url);
  }
  // vigil-ok: js.ssrf
  await axios.get('https://api.example.com/status');
  const hosts = ['api.example.com'];
  const host = req.query.host;
  if (hosts.includes(host)) {
    // vigil-ok: js.ssrf
    await axios.get(`https://${host}/v1`);
  }
  res.json(await r.json());
});

app.post('/hook', async (ctx) => {
  const cb = ctx.request.body.callback;
  // vigil: js.ssrf
  await axios.post(cb, { ok: true });
});

async function snapshot(req, res, page) {
  // vigil: js.ssrf
  await page.goto(req.query.url);
  // vigil-ok: js.ssrf
  await page.goto('https://example.com/');
  res.end();
}
