'use strict';
/**
 * html-bits: small HTML helpers for server templates and a directory index middleware.
 */
const fs = require('fs');
const path = require('path');
const Handlebars = require('handlebars');
const marked = require('marked');
const escapeHtml = require('escape-html');
const sanitizeHtml = require('sanitize-html');

/** Vulnerable: a template helper that marks the caller's text as safe HTML. */
exports.link = function link(text, href) {
  // vigil: js.xss
  return new Handlebars.SafeString('<a href="' + href + '">' + text + '</a>');
};

/** Patched: both values escaped before they are marked safe. */
exports.linkSafe = function linkSafe(text, href) {
  const t = Handlebars.escapeExpression(text);
  const h = Handlebars.escapeExpression(href);
  // vigil-ok: js.xss
  return new Handlebars.SafeString('<a href="' + h + '">' + t + '</a>');
};

/** Vulnerable: the index of a folder lists file names as HTML. */
exports.index = function index(root) {
  return (req, res) => {
    fs.readdir(root, (err, files) => {
      const rows = files.map((f) => '<tr><td><a href="./' + encodeURIComponent(f) + '">' + f + '</a></td></tr>');
      res.type('html');
      // vigil: js.xss
      res.send('<table>' + rows.join('') + '</table>');
    });
  };
};

/** Patched: names escaped for HTML. */
exports.indexSafe = function indexSafe(root) {
  return (req, res) => {
    fs.readdir(root, (err, files) => {
      const rows = files.map((f) => '<tr><td><a href="./' + encodeURIComponent(f) + '">' + escapeHtml(f) + '</a></td></tr>');
      res.type('html');
      // vigil-ok: js.xss
      res.send('<table>' + rows.join('') + '</table>');
    });
  };
};

/** Vulnerable: markdown from the request rendered with its raw HTML kept. */
exports.preview = function preview() {
  return (req, res) => {
    // vigil: js.xss
    res.send(marked.parse(req.body.markdown));
  };
};

/** Patched: the rendered HTML passed through an HTML sanitiser. */
exports.previewSafe = function previewSafe() {
  return (req, res) => {
    // vigil-ok: js.xss
    res.send(sanitizeHtml(marked.parse(req.body.markdown)));
  };
};

/** Vulnerable: a widget renders its title option into the page. */
exports.badge = function badge(el, opts) {
  // vigil: js.xss
  el.insertAdjacentHTML('beforeend', `<span class="badge">${opts.title}</span>`);
};

/** Patched: the title set as text. */
exports.badgeSafe = function badgeSafe(el, opts) {
  const span = document.createElement('span');
  span.className = 'badge';
  // vigil-ok: js.xss
  span.textContent = opts.title;
  el.appendChild(span);
};

/** Vulnerable: a file name from the listing written into a page built by hand. */
exports.gallery = function gallery(dir) {
  return async (req, res) => {
    const names = (await fs.promises.readdir(dir)).filter((n) => path.extname(n) === '.png');
    res.setHeader('Content-Type', 'text/html');
    for (const n of names) {
      // vigil: js.xss
      res.write(`<figure><img src="/img/${encodeURIComponent(n)}"><figcaption>${n}</figcaption></figure>`);
    }
    res.end();
  };
};

/** Patched: the caption escaped. */
exports.gallerySafe = function gallerySafe(dir) {
  return async (req, res) => {
    const names = (await fs.promises.readdir(dir)).filter((n) => path.extname(n) === '.png');
    res.setHeader('Content-Type', 'text/html');
    for (const n of names) {
      // vigil-ok: js.xss
      res.write(`<figure><img src="/img/${encodeURIComponent(n)}"><figcaption>${escapeHtml(n)}</figcaption></figure>`);
    }
    res.end();
  };
};
