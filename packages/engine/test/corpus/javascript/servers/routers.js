'use strict';
// Request objects of several router libraries and handler shapes.
const { exec, execFile } = require('child_process');
const Hapi = require('@hapi/hapi');
const restify = require('restify');
const Router = require('find-my-way');
const dns = require('dns');

// middleware returned from a factory
function audit(opts) {
  return function (req, res, next) {
    // vigil: js.command-injection
    exec(`${opts.bin} --path ${req.url}`);
    next();
  };
}

function auditSafe(opts) {
  return function (req, res, next) {
    // vigil-ok: js.command-injection
    execFile(opts.bin, ['--path', req.url]);
    next();
  };
}

// a handler defined as a prototype method
function Thumbnailer(dir) {
  this.dir = dir;
}
Thumbnailer.prototype.handle = function (req, res) {
  // vigil: js.command-injection
  exec('convert ' + req.query.src + ' -resize 64x64 ' + this.dir + '/thumb.png');
  res.end();
};
Thumbnailer.prototype.handleSafe = function (req, res) {
  // vigil-ok: js.command-injection
  execFile('convert', [req.query.src, '-resize', '64x64', this.dir + '/thumb.png']);
  res.end();
};

// hapi: request.payload
async function start() {
  const server = Hapi.server({ port: 3000 });
  server.route({
    method: 'POST',
    path: '/convert',
    handler: (request, h) => {
      // vigil: js.command-injection
      exec('pandoc -o out.pdf ' + request.payload.file);
      // vigil-ok: js.command-injection
      execFile('pandoc', ['-o', 'out.pdf', request.payload.file]);
      return h.response('ok');
    },
  });
  await server.start();
}

// restify: req.getQuery()
const api = restify.createServer();
api.get('/lookup', (req, res, next) => {
  // vigil: js.command-injection
  exec('host ' + req.getQuery());
  res.send(204);
  next();
});

// find-my-way: route parameters are the handler's third argument
const router = Router();
router.on('GET', '/users/:name', (req, res, params) => {
  // vigil: js.command-injection
  exec('id ' + params.name);
  // vigil-ok: js.command-injection
  execFile('id', [params.name]);
  res.end();
});

// find-my-way 7+: the parsed query string is the fifth argument; the store is the router's own
router.on('GET', '/groups', (req, res, params, store, searchParams) => {
  // vigil: js.command-injection
  exec('getent group ' + searchParams.name);
  // vigil-ok: js.command-injection
  exec('getent group ' + store.defaultGroup);
  res.end();
}, { defaultGroup: 'staff' });

// a request listener added to a server, its parameters named freely
const http = require('http');
const plain = http.createServer();
plain.on('request', (incoming, outgoing) => {
  // vigil: js.command-injection
  exec('whois ' + incoming.headers['x-domain'], (e, out) => outgoing.end(out));
});
plain.on('request', (incoming, outgoing) => {
  // vigil-ok: js.command-injection
  execFile('whois', ['--', String(incoming.headers['x-domain'])], (e, out) => outgoing.end(out));
});
// a connection listener gets the socket, not a request; its local port is the server's own
plain.on('connection', (sock) => {
  // vigil-ok: js.command-injection
  exec('logger connection from ' + sock.localPort);
});

// not a GraphQL resolver: a DNS-style option object of constants
const resolver = {
  resolve: function (hostname, type) {
    // vigil-ok: js.command-injection
    // vigil: js.command-nonliteral
    exec('dig ' + hostname + ' ' + type);
  },
};
resolver.resolve('example.com', 'A');
dns.setServers(['1.1.1.1']);

module.exports = { audit, auditSafe, Thumbnailer, start };
