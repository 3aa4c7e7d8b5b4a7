import * as crypto from 'crypto';
import * as vm from 'vm';
import { exec, execFile } from 'child_process';
import express from 'express';
import session from 'express-session';
import cors from 'cors';
import helmet from 'helmet';
import Handlebars from 'handlebars';
import jwt from 'jsonwebtoken';
import DOMPurify from 'dompurify';
import knexFactory from 'knex';

const knex = knexFactory({ client: 'pg' });
const app = express();

export function showPreview(el: HTMLElement, markup: string): void {
  // vigil-todo: js.xss
  el.innerHTML = markup;
  // vigil-ok: js.xss
  el.innerHTML = '<p class="empty">Nothing yet</p>';
  // vigil-ok: js.xss
  el.innerHTML = DOMPurify.sanitize(markup);
  // vigil-ok: js.xss
  el.textContent = markup;
  // vigil-todo: js.xss
  el.outerHTML = `<section>${markup}</section>`;
  // vigil-todo: js.xss
  el.insertAdjacentHTML('beforeend', markup);
  // vigil-ok: js.xss
  el.insertAdjacentHTML('beforeend', '<hr/>');
  // vigil-todo: js.xss
  document.write('<div>' + markup + '</div>');
  // vigil-ok: js.xss
  document.write('<div id="root"></div>');
}

export function runFormula(formula: string, ctx: vm.Context): unknown {
  // vigil-todo: js.eval-nonliteral
  const a = eval(formula);
  // vigil-ok: js.eval-nonliteral
  const b = eval('1 + 1');
  // vigil: js.eval-nonliteral
  const f = new Function('row', formula);
  // vigil-ok: js.eval-nonliteral
  const g = new Function('row', 'return row.total * 2');
  // vigil: js.eval-nonliteral
  setTimeout('recalc(' + formula + ')', 50);
  // vigil-ok: js.eval-nonliteral
  setTimeout(() => f(formula), 50);
  // vigil: js.eval-nonliteral
  vm.runInContext(formula, ctx);
  // vigil-ok: js.eval-nonliteral
  vm.runInContext('total = 0', ctx);
  return [a, b, g];
}

export function verifyToken(token: string, key: string) {
  // vigil: js.jwt-none
  jwt.verify(token, key, { algorithms: ['none'] });
  // vigil: js.jwt-no-expiry
  jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: true });
  // vigil-ok: js.jwt-no-expiry
  return jwt.verify(token, key, { algorithms: ['HS256'] });
}

app.use(
  session({
    secret: process.env.SESSION_SECRET as string,
    // vigil: js.cookie-insecure
    cookie: { secure: false, httpOnly: true },
  }),
);
// vigil: js.cors-permissive
app.use(cors({ origin: '*', credentials: true }));
// vigil-ok: js.cors-permissive
app.use(cors({ origin: 'https://shop.example.com', credentials: true }));
// vigil: js.csp-disabled
app.use(helmet({ contentSecurityPolicy: false }));
// vigil-ok: js.csp-disabled
app.use(helmet());

export function seal(secret: string, data: string, key: Buffer) {
  // vigil: js.static-iv
  const c1 = crypto.createCipher('aes-256-cbc', secret);
  // vigil: js.ecb-mode
  const c2 = crypto.createCipheriv('aes-128-ecb', key, null);
  // vigil: js.static-iv
  const c3 = crypto.createCipheriv('aes-256-cbc', key, Buffer.from('0123456789abcdef'));
  // vigil-ok: js.static-iv
  const c4 = crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
  return [c1, c2, c3, c4].map((c) => c.update(data));
}

export function pad(n: number) {
  // vigil: js.unsafe-buffer
  const a = new Buffer(n);
  // vigil-ok: js.unsafe-buffer
  const b = Buffer.alloc(n);
  return [a, b];
}

export function listDir(dir: string) {
  // vigil: js.command-nonliteral
  exec(`ls -la ${dir}`);
  // vigil-ok: js.command-injection
  execFile('ls', ['-la', dir]);
}

// vigil: js.tls-verify-disabled
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

export async function findOrders(customer: string) {
  // vigil: js.sql-nonliteral
  await knex.raw(`select * from orders where customer = '${customer}'`);
  // vigil-ok: js.sql-injection
  await knex.raw('select * from orders where customer = ?', [customer]);
}

export function badge(label: string) {
  // vigil-todo: js.xss-sanitizer-bypass
  const html = new Handlebars.SafeString('<span>' + label + '</span>');
  // vigil-ok: js.xss-sanitizer-bypass
  const ok = new Handlebars.SafeString('<span class="new">new</span>');
  return [html, ok];
}

export function notifyParent(payload: unknown) {
  window.parent.postMessage(payload, '*');
  window.parent.postMessage(payload, 'https://app.example.com');
}

// vigil: js.message-origin-unchecked
window.addEventListener('message', (event) => {
  document.title = String(event.data.title);
});

// vigil-ok: js.message-origin-unchecked
window.addEventListener('message', (event) => {
  if (event.origin !== 'https://app.example.com') return;
  document.title = String(event.data.title);
});
