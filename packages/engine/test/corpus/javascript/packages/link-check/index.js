'use strict';
/**
 * link-check: a middleware that checks links and ports for a dashboard. The URL and host come
 * from the request; a server that fetches them reaches the internal network for the visitor.
 */
const net = require('net');
const http = require('http');
const axios = require('axios');
const puppeteer = require('puppeteer');

const ALLOWED_HOSTS = new Set(['example.com', 'status.example.com']);

function allowed(raw) {
  let u;
  try {
    u = new URL(raw);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' || !ALLOWED_HOSTS.has(u.hostname)) return null;
  return u;
}

/** Vulnerable: a raw socket to the host and port of the query. */
exports.tcpCheck = function tcpCheck() {
  return (req, res) => {
    const sock = new net.Socket();
    sock.setTimeout(2000);
    // vigil: js.ssrf
    sock.connect(Number(req.query.port), req.query.host, () => {
      sock.destroy();
      res.json({ open: true });
    });
    sock.on('error', () => res.json({ open: false }));
  };
};

/** Patched: only hosts of the allow-list. */
exports.tcpCheckSafe = function tcpCheckSafe() {
  return (req, res) => {
    if (!ALLOWED_HOSTS.has(req.query.host)) return res.status(400).end();
    const sock = new net.Socket();
    // vigil-ok: js.ssrf
    sock.connect(443, req.query.host, () => {
      sock.destroy();
      res.json({ open: true });
    });
  };
};

/** Vulnerable: a headless browser opens the visitor's URL. */
exports.screenshot = function screenshot() {
  return async (req, res) => {
    const browser = await puppeteer.launch();
    const page = await browser.newPage();
    // vigil: js.ssrf
    await page.goto(req.body.url, { waitUntil: 'networkidle0' });
    res.type('png').send(await page.screenshot());
    await browser.close();
  };
};

/** Patched: the URL parsed and its host checked first. */
exports.screenshotSafe = function screenshotSafe() {
  return async (req, res) => {
    const target = allowed(req.body.url);
    if (!target) return res.status(400).end();
    const browser = await puppeteer.launch();
    const page = await browser.newPage();
    // vigil-ok: js.ssrf
    await page.goto(target.toString(), { waitUntil: 'networkidle0' });
    res.type('png').send(await page.screenshot());
    await browser.close();
  };
};

/** Vulnerable: the link is fetched to read its status. */
exports.status = function status() {
  return async (req, res) => {
    // vigil: js.ssrf
    const r = await axios.head(req.query.link, { timeout: 3000 });
    res.json({ status: r.status });
  };
};

/** Patched: only allowed links. */
exports.statusSafe = function statusSafe() {
  return async (req, res) => {
    const u = allowed(req.query.link);
    if (!u) return res.status(400).end();
    // vigil-ok: js.ssrf
    const r = await axios.head(u.href, { timeout: 3000 });
    res.json({ status: r.status });
  };
};

/** Vulnerable: a connection opened with an options object. */
exports.ping = function ping() {
  return (req, res) => {
    // vigil: js.ssrf
    const c = net.createConnection({ host: req.params.host, port: 80 }, () => c.end());
    c.on('close', () => res.end());
  };
};

/** Patched: a fixed host, the port checked as a number. */
exports.pingSafe = function pingSafe() {
  return (req, res) => {
    const port = Number.parseInt(req.params.port, 10);
    if (!Number.isInteger(port)) return res.status(400).end();
    // vigil-ok: js.ssrf
    const c = net.createConnection({ host: 'status.example.com', port }, () => c.end());
    c.on('close', () => res.end());
  };
};

/** Vulnerable: http.get of a URL built from the query. */
exports.proxy = function proxy() {
  return (req, res) => {
    // vigil: js.ssrf
    http.get('http://' + req.query.backend + '/health', (r) => r.pipe(res));
  };
};

/** Patched: the backend chosen from a fixed table by name. */
exports.proxySafe = function proxySafe() {
  const backends = { a: 'http://10.0.0.5', b: 'http://10.0.0.6' };
  return (req, res) => {
    const base = backends[req.query.backend];
    if (!base) return res.status(404).end();
    // vigil-ok: js.ssrf
    http.get(base + '/health', (r) => r.pipe(res));
  };
};
