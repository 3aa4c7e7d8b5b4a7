const express = require('express');
const escapeHtml = require('escape-html');
const DOMPurify = require('isomorphic-dompurify');
const app = express();

app.get('/hello', (req, res) => {
  const name = req.query.name;
  // vigil: js.xss
  res.send('<h1>Hello ' + name + '</h1>');
  // vigil-ok: js.xss
  res.send('<h1>Hello ' + escapeHtml(name) + '</h1>');
  // vigil: js.xss
  res.write(`<p>${req.headers['user-agent']}</p>`);
  // vigil-ok: js.xss
  res.json({ greeting: name });
  const page = { title: req.query.title, footer: 'static' };
  // vigil-ok: js.xss
  res.send(page.footer);
  // vigil: js.xss
  res.send(page.title);
  // vigil-ok: js.xss
  res.send(DOMPurify.sanitize(req.body.html));
  res.end();
});

function show(msg) {
  const el = document.getElementById('out');
  // vigil: js.xss
  el.innerHTML = 'Result: ' + msg;
  // vigil-ok: js.xss
  el.textContent = msg;
}
show(location.hash.slice(1));

export function Comment({ body }) {
  const html = new URLSearchParams(window.location.search).get('preview');
  // vigil: js.xss
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Safe() {
  const html = DOMPurify.sanitize(new URLSearchParams(window.location.search).get('preview'));
  // vigil-ok: js.xss
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}

app.get('/api/hello', (req, reply) => {
  // vigil-ok: js.xss
  reply.send({ hello: `Hello ${req.body.hello}` });
});

router.get('/welcome', async (ctx) => {
  // vigil: js.xss
  ctx.body = `<p>Welcome back, ${ctx.query.user}</p>`;
  // vigil-ok: js.xss
  ctx.body = { user: ctx.query.user };
});
