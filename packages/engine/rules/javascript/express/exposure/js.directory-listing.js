const express = require('express');
const path = require('path');
const serveIndex = require('serve-index');
const serveStatic = require('serve-static');

const app = express();

// vigil: js.directory-listing
app.use('/ftp', serveIndex(path.join(__dirname, 'ftp'), { icons: true }));
// vigil-ok: js.directory-listing
app.use('/ftp', express.static(path.join(__dirname, 'public')));
// vigil: js.directory-listing
app.use('/support/logs', express.static(path.join(__dirname, 'logs')));
// vigil: js.directory-listing
app.use(serveStatic('.'));
// vigil-ok: js.directory-listing
app.use('/assets', serveStatic(path.join(__dirname, 'assets'), { index: false }));
// vigil: js.directory-listing
app.use('/backup', require('serve-index')('/var/backups'));

module.exports = app;
