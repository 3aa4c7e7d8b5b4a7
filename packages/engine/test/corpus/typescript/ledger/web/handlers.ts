import { Hono } from 'hono';
import { NextRequest, NextResponse } from 'next/server';
import * as crypto from 'crypto';
import * as https from 'https';
import jwt from 'jsonwebtoken';
import express from 'express';
import cors from 'cors';
import session from 'express-session';
import * as fs from 'fs';
import * as os from 'os';
import { Sequelize, QueryTypes } from 'sequelize';
import vm from 'vm';
import pino from 'pino';

const app = new Hono();
const sequelize = new Sequelize('sqlite::memory:');
const logger = pino();

app.get('/report', async (c) => {
  const region = c.req.query('region');
  // vigil: js.sql-injection
  const rows = await sequelize.query(`SELECT * FROM sales WHERE region = '${region}'`, { type: QueryTypes.SELECT });
  // vigil-ok: js.sql-injection
  const rows2 = await sequelize.query('SELECT * FROM sales WHERE region = ?', { replacements: [region], type: QueryTypes.SELECT });
  return c.json([rows, rows2]);
});

app.get('/hello', (c) => {
  const name = c.req.query('name');
  // vigil: js.xss
  return c.html(`<p>Hello ${name}</p>`);
});

app.post('/calc', async (c) => {
  const { expr } = await c.req.json();
  // vigil: js.code-injection
  return c.json({ value: vm.runInNewContext(expr) });
});

export async function GET(req: NextRequest) {
  const target = req.nextUrl.searchParams.get('url');
  // vigil: js.ssrf
  const upstream = await fetch(target!);
  return new NextResponse(upstream.body);
}

export async function POST(req: NextRequest) {
  const next = req.nextUrl.searchParams.get('next') ?? '/';
  // vigil: js.open-redirect
  return NextResponse.redirect(new URL(next));
}

export function tokens(password: string) {
  // vigil: js.weak-password-hash
  const etag = crypto.createHash('md5').update(password).digest('hex');
  // vigil-ok: js.weak-hash, js.weak-password-hash
  const sum = crypto.createHash('sha256').update('x').digest('hex');
  // vigil: js.insecure-random
  const resetToken = Math.random().toString(36).slice(2);
  // vigil-ok: js.insecure-random
  const resetToken2 = crypto.randomBytes(16).toString('hex');
  return [etag, sum, resetToken, resetToken2];
}

export function encrypt(key: Buffer, data: Buffer) {
  // vigil: js.ecb-mode
  const c1 = crypto.createCipheriv('aes-128-ecb', key, null);
  // vigil: js.static-iv, js.weak-cipher
  const c2 = crypto.createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  // vigil-ok: js.ecb-mode, js.weak-cipher
  const c3 = crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
  return [c1.update(data), c2.update(data), c3.update(data)];
}

// vigil: js.tls-verify-disabled
export const insecureAgent = new https.Agent({ rejectUnauthorized: false });

export function verify(token: string) {
  // vigil: js.jwt-none
  const a = jwt.verify(token, 'k', { algorithms: ['none'] });
  // vigil-ok: js.jwt-no-verify
  const claims = jwt.decode(token) as { admin?: boolean };
  return [a, claims?.admin];
}

const web = express();
// vigil: js.cors-permissive
web.use(cors({ origin: '*', credentials: true }));
web.use(
  session({
    // vigil: js.hardcoded-key
    secret: 'keyboard-cat-2019',
    // vigil: js.cookie-insecure
    cookie: { secure: false, httpOnly: false },
  }),
);

web.get('/find', (req, res) => {
  // vigil: js.regex-injection
  const re = new RegExp(req.query.q as string);
  // vigil: js.redos
  const email = /^([a-zA-Z0-9]+)*@example\.com$/;
  res.json({ a: re.test('x'), b: email.test('y') });
});

web.post('/login', (req, res) => {
  const { user, password } = req.body;
  // vigil: js.cleartext-logging
  logger.info({ user, password }, 'login attempt');
  // vigil-ok: js.cleartext-logging
  logger.info({ user }, 'login attempt');
  res.end();
});

export function spool(data: string) {
  // vigil: js.insecure-temp-file
  fs.writeFileSync('/tmp/spool.json', data);
  // vigil-ok: js.insecure-temp-file
  fs.writeFileSync(fs.mkdtempSync(os.tmpdir() + '/spool-') + '/spool.json', data);
}

// vigil: secrets.database-url
export const DATABASE_URL = 'postgres://billing:pK8w2Vr4xQ@db.internal:5432/billing';

const api = express();
// vigil-ok: js.cors-permissive
api.use(cors({ origin: ['https://billing.example.com'], credentials: true }));
// vigil-ok: js.tls-verify-disabled
export const strictAgent = new https.Agent({ rejectUnauthorized: true });

export function verifyStrict(token: string, key: string) {
  // vigil-ok: js.jwt-none, js.jwt-no-verify
  return jwt.verify(token, key, { algorithms: ['HS256'] });
}

api.get('/back', (req, res) => {
  const next = String(req.query.next ?? '');
  // vigil-ok: js.open-redirect
  res.redirect(next.startsWith('/') && !next.startsWith('//') ? next : '/');
});
