'use strict';
// A preview server for the docs folder: the request listener is a prototype method handed to
// http.createServer by name, with its parameters named after what they hold.
const fs = require('fs');
const http = require('http');
const path = require('path');

function PreviewServer(root) {
  this.root = path.resolve(root);
}

PreviewServer.prototype.handle = function (incoming, outgoing) {
  const page = decodeURIComponent(incoming.url.split('?')[0]);
  const [, raw] = page.split('/raw/');
  if (raw) {
    // vigil: js.path-traversal
    fs.createReadStream(path.join(this.root, raw)).pipe(outgoing);
    return;
  }
  const target = path.resolve(this.root, '.' + page);
  if (!target.startsWith(this.root + path.sep)) {
    outgoing.writeHead(403);
    outgoing.end();
    return;
  }
  // vigil-ok: js.path-traversal
  fs.createReadStream(target).pipe(outgoing);
};

PreviewServer.prototype.listen = function (port) {
  this.server = http.createServer(this.handle.bind(this));
  this.server.listen(port, '127.0.0.1');
  return this;
};

module.exports = PreviewServer;
