'use strict';
/**
 * port-check: middleware telling whether a TCP or TLS service answers. Hosts named by the client
 * are limited to an allow-list.
 */
const net = require('net');
const tls = require('tls');
const HOSTS = ['db.internal.example', 'cache.internal.example'];

exports.tcpCheck = function tcpCheck() {
  return (req, res) => {
    const { host, port } = req.body;
    const s = new net.Socket();
    // vigil: js.ssrf
    s.connect(port, host, () => res.end('open'));
    s.on('error', () => res.end('closed'));
  };
};

exports.tcpCheckSafe = function tcpCheckSafe() {
  return (req, res) => {
    const { host, port } = req.body;
    if (!HOSTS.includes(host)) return res.end('refused');
    const s = new net.Socket();
    // vigil-ok: js.ssrf
    s.connect(Number(port), host, () => res.end('open'));
  };
};

exports.tlsCheck = function tlsCheck() {
  return (req, res) => {
    // vigil: js.ssrf
    const sock = tls.connect({ host: req.query.host, port: 443 }, () => res.end(sock.getPeerCertificate().subject.CN));
  };
};

exports.tlsCheckSafe = function tlsCheckSafe() {
  return (req, res) => {
    const host = HOSTS.indexOf(req.query.host) === -1 ? HOSTS[0] : req.query.host;
    // vigil-ok: js.ssrf
    const sock = tls.connect({ host, port: 443 }, () => res.end(sock.getPeerCertificate().subject.CN));
  };
};
