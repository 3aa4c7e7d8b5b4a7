'use strict';
/**
 * dir-list: a directory listing server and middleware. File names are whatever the uploader chose
 * (`<img src=x onerror=...>.txt` is a valid name), so they are escaped before they are written as HTML.
 */
const http = require('http');
const fs = require('fs');
const path = require('path');
const escapeHtml = require('escape-html');

function page(entries) {
  return '<ul>' + entries.map((n) => `<li><a href="${n}">${n}</a></li>`).join('') + '</ul>';
}

exports.listServer = function listServer(root) {
  return http.createServer(async (incoming, out) => {
    const names = await fs.promises.readdir(root);
    out.setHeader('Content-Type', 'text/html');
    // vigil: js.xss
    out.end(page(names));
  });
};

exports.listServerSafe = function listServerSafe(root) {
  return http.createServer(async (incoming, out) => {
    const names = await fs.promises.readdir(root);
    out.setHeader('Content-Type', 'text/html');
    // vigil-ok: js.xss
    out.end(page(names.map((n) => escapeHtml(n))));
  });
};

exports.dirents = function dirents(root) {
  return function (req, res) {
    const items = fs.readdirSync(root, { withFileTypes: true });
    // vigil: js.xss
    for (const d of items) res.write('<p>' + d.name + (d.isDirectory() ? '/' : '') + '</p>');
    res.end();
  };
};

exports.direntsSafe = function direntsSafe(root) {
  return function (req, res) {
    const items = fs.readdirSync(root, { withFileTypes: true });
    // vigil-ok: js.xss
    for (const d of items) res.write('<p>' + escapeHtml(d.name) + '</p>');
    res.end();
  };
};
