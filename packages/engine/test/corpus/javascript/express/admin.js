'use strict';
const express = require('express');
const vm = require('vm');
const ejs = require('ejs');
const mongoose = require('mongoose');

const router = express.Router();
const User = mongoose.model('User');

router.post('/calc', (req, res) => {
  const expr = req.body.expression;
  // vigil: js.code-injection
  const value = eval(expr);
  res.json({ value });
});

router.post('/calc/v2', (req, res) => {
  const expr = String(req.body.expression);
  if (!/^[0-9+\-*/ ().]+$/.test(expr)) return res.status(400).end();
  const value = Number(expr.split('+').reduce((a, b) => Number(a) + Number(b), 0));
  res.json({ value });
});

router.post('/rules/preview', (req, res) => {
  // vigil: js.code-injection
  const predicate = new Function('order', 'return ' + req.body.rule);
  res.json({ matches: predicate({ total: 120, country: 'FR' }) });
});

router.post('/sandbox', (req, res) => {
  const ctx = vm.createContext({ input: req.body.input });
  // vigil-ok: js.code-injection
  const out = vm.runInContext('input.trim().toUpperCase()', ctx);
  res.json({ out });
});

router.post('/sandbox/v2', (req, res) => {
  const ctx = vm.createContext({});
  // vigil: js.code-injection
  const out = vm.runInContext(req.body.script, ctx, { timeout: 50 });
  res.json({ out });
});

router.post('/emails/preview', (req, res) => {
  // vigil: js.template-injection
  const html = ejs.render(req.body.template, { user: req.user });
  res.type('text/plain').send(html);
});

router.post('/emails/preview/v2', (req, res) => {
  // vigil-ok: js.template-injection
  const html = ejs.render('<p>Dear <%= user.name %>,</p><p><%= body %></p>', { user: req.user, body: req.body.text });
  res.type('text/plain').send(html);
});

router.post('/users/find', async (req, res) => {
  // vigil: js.nosql-injection
  const user = await User.findOne({ username: req.body.username, password: req.body.password });
  res.json({ found: Boolean(user) });
});

router.post('/users/find/v2', async (req, res) => {
  const username = String(req.body.username);
  const password = String(req.body.password);
  // vigil-ok: js.nosql-injection
  const user = await User.findOne({ username, password });
  res.json({ found: Boolean(user) });
});

router.get('/users/active', async (req, res) => {
  const days = req.query.days;
  // vigil: js.nosql-injection
  const users = await User.find({ $where: 'this.lastLogin > Date.now() - ' + days + ' * 86400000' });
  res.json(users.length);
});

router.get('/users/active/v2', async (req, res) => {
  const days = Number.parseInt(req.query.days, 10) || 30;
  // vigil-ok: js.nosql-injection
  const users = await User.find({ lastLogin: { $gt: new Date(Date.now() - days * 86400000) } });
  res.json(users.length);
});

module.exports = router;
