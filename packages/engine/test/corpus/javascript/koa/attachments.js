'use strict';
// Attachment downloads and a greeting banner; the middleware names its context `context` and the
// router's handlers call it `c`.
const Koa = require('koa');
const Router = require('@koa/router');
const fs = require('fs');
const path = require('path');
const escapeHtml = require('escape-html');

const app = new Koa();
const router = new Router();
const FILES = path.join(__dirname, 'attachments');

app.use(async (context, next) => {
  const started = Date.now();
  await next();
  context.set('X-Response-Time', `${Date.now() - started}ms`);
});

router.get('/attachments/:name', (c) => {
  // vigil: js.path-traversal
  c.body = fs.createReadStream(path.join(FILES, c.params.name));
});

router.get('/attachments/v2/:name', (c) => {
  // vigil-ok: js.path-traversal
  c.body = fs.createReadStream(path.join(FILES, path.basename(c.params.name)));
});

app.use(async function banner(context, next) {
  if (context.path !== '/banner') return next();
  context.type = 'html';
  // vigil: js.xss
  context.body = `<h1>Welcome back, ${context.query.name}</h1>`;
});

app.use(async function bannerSafe(context, next) {
  if (context.path !== '/banner/v2') return next();
  context.type = 'html';
  // vigil-ok: js.xss
  context.body = `<h1>Welcome back, ${escapeHtml(context.query.name)}</h1>`;
});

app.use(router.routes());
module.exports = app;
