'use strict';
const Router = require('@koa/router');
const fs = require('fs/promises');
const path = require('path');
const { execSync } = require('child_process');
const knex = require('../knexfile').db;

const router = new Router({ prefix: '/api' });
const THEMES_DIR = path.join(__dirname, 'themes');

router.get('/invoices', async (ctx) => {
  const { customer } = ctx.query;
  // vigil: js.sql-injection
  ctx.body = await knex.raw(`select * from invoices where customer_ref = '${customer}'`);
});

router.get('/invoices/v2', async (ctx) => {
  // vigil-ok: js.sql-injection
  ctx.body = await knex.raw('select * from invoices where customer_ref = ?', [ctx.query.customer]);
});

router.get('/invoices/v3', async (ctx) => {
  // vigil-ok: js.sql-injection
  ctx.body = await knex('invoices').where({ customer_ref: ctx.query.customer }).select('*');
});

router.get('/invoices/total', async (ctx) => {
  // vigil: js.sql-injection
  ctx.body = await knex('invoices').whereRaw('amount > ' + ctx.query.min).sum('amount');
});

router.get('/themes/:name', async (ctx) => {
  // vigil: js.path-traversal
  ctx.body = await fs.readFile(path.join(THEMES_DIR, ctx.params.name, 'theme.css'), 'utf8');
});

router.get('/greeting', async (ctx) => {
  ctx.type = 'html';
  // vigil: js.xss
  ctx.body = `<p>Welcome back, ${ctx.query.user}</p>`;
});

router.get('/greeting/v2', async (ctx) => {
  ctx.type = 'html';
  const user = String(ctx.query.user).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // vigil-ok: js.xss
  ctx.body = `<p>Welcome back, ${user}</p>`;
});

router.get('/sso/return', async (ctx) => {
  // vigil: js.open-redirect
  ctx.redirect(ctx.query.returnTo);
});

router.post('/git/branches', async (ctx) => {
  const repo = ctx.request.body.repo;
  // vigil: js.command-injection
  const out = execSync('git -C /srv/repos/' + repo + ' branch --list');
  ctx.body = out.toString();
});

module.exports = router;
