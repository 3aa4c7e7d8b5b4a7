'use strict';
const express = require('express');
const escapeHtml = require('escape-html');
const axios = require('axios');
const mysql = require('mysql2');

const router = express.Router();

router.get('/hello', (req, res) => {
  const name = req.query.name || 'guest';
  // vigil: js.xss
  res.send('<h1>Hello, ' + name + '!</h1>');
});

router.get('/hello/v2', (req, res) => {
  const name = req.query.name || 'guest';
  // vigil-ok: js.xss
  res.send('<h1>Hello, ' + escapeHtml(name) + '!</h1>');
});

router.get('/error', (req, res) => {
  const msg = mysql.escape(req.query.msg);
  res.status(400);
  // vigil: js.xss
  res.write(`<p class="error">${msg}</p>`);
  res.end();
});

router.get('/status', (req, res) => {
  // vigil-ok: js.xss
  res.json({ status: 'ok', echo: req.query.echo });
});

router.get('/login/callback', (req, res) => {
  const next = req.query.next;
  // vigil: js.open-redirect
  res.redirect(next);
});

router.get('/login/callback/v2', (req, res) => {
  const next = String(req.query.next || '/');
  const safe = /^\/(?![\/\\])/.test(next) ? next : '/';
  // vigil-ok: js.open-redirect
  res.redirect(safe);
});

router.get('/logout', (req, res) => {
  // vigil-ok: js.open-redirect
  res.redirect('/login?logged_out=1');
});

router.post('/webhooks/test', async (req, res) => {
  const { url } = req.body;
  // vigil: js.ssrf
  const response = await axios.post(url, { event: 'ping' });
  res.json({ status: response.status });
});

const WEBHOOK_HOSTS = { slack: 'https://hooks.slack.com/services/T000/B000/placeholder', teams: 'https://outlook.office.com/webhook/placeholder' };

router.post('/webhooks/notify', async (req, res) => {
  const target = WEBHOOK_HOSTS[req.body.provider === 'teams' ? 'teams' : 'slack'];
  // vigil-ok: js.ssrf
  const response = await axios.post(target, { text: 'deploy finished' });
  res.json({ status: response.status });
});

router.get('/avatar', async (req, res) => {
  // vigil: js.ssrf
  const upstream = await fetch(`https://${req.query.host}/avatar.png`);
  res.type('image/png').send(Buffer.from(await upstream.arrayBuffer()));
});

module.exports = router;
