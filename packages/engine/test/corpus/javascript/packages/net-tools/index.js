'use strict';
/**
 * net-tools: network lookups served through each npm router library (connect, restify, hapi,
 * koa-router, router, find-my-way), each handler with a patched twin.
 */
const { exec, execFile } = require('child_process');
const connect = require('connect');
const restify = require('restify');
const Hapi = require('@hapi/hapi');
const Router = require('@koa/router');
const createRouter = require('router');
const findMyWay = require('find-my-way');

const app = connect();
app.use('/ping', function (req, res) {
  const host = new URL(req.url, 'http://localhost').searchParams.get('host');
  // vigil: js.command-injection
  exec('ping -c 1 ' + host, (err, out) => res.end(out));
});
app.use('/ping-safe', function (req, res) {
  const host = new URL(req.url, 'http://localhost').searchParams.get('host');
  // vigil-ok: js.command-injection
  execFile('ping', ['-c', '1', '--', host], (err, out) => res.end(out));
});

const server = restify.createServer();
server.get('/dig/:name', function (req, res, next) {
  // vigil: js.command-injection
  exec('dig ' + req.params.name, (err, out) => {
    res.send(out);
    next();
  });
});
server.get('/dig-safe/:name', function (req, res, next) {
  // vigil-ok: js.command-injection
  execFile('dig', [req.params.name], (err, out) => {
    res.send(out);
    next();
  });
});

async function startHapi() {
  const hapi = Hapi.server({ port: 3000 });
  hapi.route({
    method: 'GET',
    path: '/whois/{domain}',
    handler(request) {
      // vigil: js.command-injection
      return new Promise((resolve) => exec('whois ' + request.params.domain, (e, o) => resolve(o)));
    },
  });
  hapi.route({
    method: 'GET',
    path: '/whois-safe/{domain}',
    handler(request) {
      // vigil-ok: js.command-injection
      return new Promise((resolve) => execFile('whois', [request.params.domain], (e, o) => resolve(o)));
    },
  });
  await hapi.start();
}

const kr = new Router();
kr.get('/trace/:host', async (ctx) => {
  // vigil: js.command-injection
  exec('traceroute ' + ctx.params.host);
  ctx.body = 'started';
});
kr.get('/trace-safe/:host', async (ctx) => {
  // vigil-ok: js.command-injection
  execFile('traceroute', [ctx.params.host]);
  ctx.body = 'started';
});

const r = createRouter();
r.get('/nslookup', function (req, res) {
  // vigil: js.command-injection
  exec('nslookup ' + req.query.q, (e, o) => res.end(o));
});
r.get('/nslookup-safe', function (req, res) {
  // vigil-ok: js.command-injection
  execFile('nslookup', [req.query.q], (e, o) => res.end(o));
});

const fmw = findMyWay();
fmw.on('GET', '/host/:h', (req, res, params) => {
  // vigil: js.command-injection
  exec('host ' + params.h, (e, o) => res.end(o));
});
fmw.on('GET', '/host-safe/:h', (req, res, params) => {
  // vigil-ok: js.command-injection
  execFile('host', [params.h], (e, o) => res.end(o));
});

module.exports = { app, server, startHapi, kr, r, fmw };
