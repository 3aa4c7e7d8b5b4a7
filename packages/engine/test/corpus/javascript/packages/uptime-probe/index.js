'use strict';
/**
 * uptime-probe: an HTTP handler object checking whether a host answers on a port, and taking a
 * screenshot of a status page. Handlers are prototype methods of an exported constructor.
 */
const net = require('net');
const puppeteer = require('puppeteer');

const STATUS_HOSTS = ['status.example.com', 'status.example.org'];

function Probe(options) {
  this.timeout = (options && options.timeout) || 2000;
}

/** Vulnerable: any host and port the client names, internal addresses included. */
Probe.prototype.handle = function (req, res) {
  const q = new URL(req.url, 'http://localhost').searchParams;
  const sock = new net.Socket();
  sock.setTimeout(this.timeout);
  // vigil: js.ssrf
  sock.connect(Number(q.get('port')), q.get('host'));
  sock.on('connect', () => res.end('up'));
  sock.on('error', () => res.end('down'));
};

/** Patched: only the hosts of the allow-list. */
Probe.prototype.handleSafe = function (req, res) {
  const q = new URL(req.url, 'http://localhost').searchParams;
  const host = q.get('host');
  if (STATUS_HOSTS.indexOf(host) === -1) {
    res.statusCode = 400;
    return res.end();
  }
  // vigil-ok: js.ssrf
  const sock = net.connect({ host, port: 443 });
  sock.on('connect', () => res.end('up'));
};

/** Vulnerable: the page loads the URL it is given (file:// and the metadata address included). */
Probe.prototype.screenshot = async function (req, res) {
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil: js.ssrf
  await page.goto(req.query.page, { waitUntil: 'networkidle0' });
  res.end(await page.screenshot());
  await browser.close();
};

/** Patched: the client picks a host of the allow-list, the scheme and path are fixed. */
Probe.prototype.screenshotSafe = async function (req, res) {
  if (!STATUS_HOSTS.includes(req.query.host)) return res.end();
  const browser = await puppeteer.launch();
  const page = await browser.newPage();
  // vigil-ok: js.ssrf
  await page.goto('https://' + req.query.host + '/status');
  res.end(await page.screenshot());
  await browser.close();
};

module.exports = Probe;
