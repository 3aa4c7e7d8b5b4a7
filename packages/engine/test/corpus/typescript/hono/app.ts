import { Hono } from 'hono';
import { html } from 'hono/html';
import { execFile, exec } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const app = new Hono();
const DOCS = '/srv/docs';

app.get('/search', (c) => {
  const q = c.req.query('q') ?? '';
  // vigil: js.xss
  return c.html('<h1>Results for ' + q + '</h1>');
});

app.get('/search-safe', (c) => {
  const q = c.req.query('q') ?? '';
  // vigil-ok: js.xss
  return c.html(html`<h1>Results for ${q}</h1>`);
});

app.get('/users/:id', (c) => {
  const id = c.req.param('id');
  // vigil: js.xss
  return c.html(`<a href="/users/${id}">profile</a>`);
});

app.get('/users-n/:id', (c) => {
  const id = Number(c.req.param('id'));
  // vigil-ok: js.xss
  return c.html(`<a href="/users/${id}">profile</a>`);
});

app.post('/ping', async (c) => {
  const { host } = await c.req.json<{ host: string }>();
  // vigil: js.command-injection
  exec(`ping -c 1 ${host}`);
  // vigil-ok: js.command-injection
  execFile('ping', ['-c', '1', host]);
  return c.text('sent');
});

app.get('/docs/:name', async (c) => {
  const name = c.req.param('name');
  // vigil: js.path-traversal
  const raw = await readFile(path.join(DOCS, name), 'utf8');
  // vigil-ok: js.path-traversal
  const safe = await readFile(path.join(DOCS, path.basename(name)), 'utf8');
  return c.text(raw + safe);
});

app.get('/out', (c) => {
  const next = c.req.query('next') ?? '/';
  if (next.startsWith('/') && !next.startsWith('//')) {
    // vigil-ok: js.open-redirect
    return c.redirect(next);
  }
  // vigil: js.open-redirect
  return c.redirect(next);
});

app.post('/upload', async (c) => {
  const form = await c.req.parseBody();
  const label = String(form['label']);
  // vigil: js.xss
  return c.html('<p>Uploaded ' + label + '</p>');
});

export default app;
