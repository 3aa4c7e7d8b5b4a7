const express = require('express');
const net = require('net');
const app = express();

app.get('/dl', (req, res) => {
  // vigil-ok: js.header-injection
  res.setHeader('Content-Disposition', 'attachment; filename=' + req.query.name);
  res.end();
});

// a tiny HTTP endpoint written by hand on a socket: nothing checks the header values
net.createServer((socket) => {
  socket.once('data', (buf) => {
    const lang = new URL(buf.toString().split(' ')[1], 'http://x').searchParams.get('lang');
    // vigil: js.header-injection
    socket.write('HTTP/1.1 200 OK\r\nContent-Language: ' + lang + '\r\n\r\n');
    // vigil-ok: js.header-injection
    socket.end('HTTP/1.1 200 OK\r\nContent-Language: ' + encodeURIComponent(lang) + '\r\n\r\n');
  });
}).listen(8081);
