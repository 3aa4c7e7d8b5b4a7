'use strict';
/**
 * md-page: renders notes written in markdown into small HTML fragments for a help widget. The
 * functions return HTML that the caller puts into the page as it is.
 */
const { marked } = require('marked');
const DOMPurify = require('dompurify');
const escapeHtml = require('escape-html');

function renderMarkdown(text) {
  return marked.parse(text);
}

function renderMarkdownSafe(text) {
  return DOMPurify.sanitize(marked.parse(text));
}

/** Vulnerable: the rendered markdown, raw HTML and all, written into the widget. */
exports.mount = function mount(el, opts) {
  // vigil: js.xss
  el.innerHTML = renderMarkdown(opts.body);
};

/** Patched: the rendered HTML sanitised first. */
exports.mountSafe = function mountSafe(el, opts) {
  // vigil-ok: js.xss
  el.innerHTML = renderMarkdownSafe(opts.body);
};

/** Vulnerable: returns a link built from the caller's text; the page inserts it as HTML. */
exports.link = function link(href, text) {
  // vigil: js.xss
  return '<a class="note-link" href="' + href + '">' + text + '</a>';
};

/** Patched: attribute and text escaped. */
exports.linkSafe = function linkSafe(href, text) {
  // vigil-ok: js.xss
  return '<a class="note-link" href="' + escapeHtml(href) + '">' + escapeHtml(text) + '</a>';
};

/** Vulnerable: a card fragment from an options object. */
exports.card = function card({ title, body }) {
  // vigil: js.xss
  return `<div class="card"><h3>${title}</h3><p>${body}</p></div>`;
};

/** Patched: escaped. */
exports.cardSafe = function cardSafe({ title, body }) {
  // vigil-ok: js.xss
  return `<div class="card"><h3>${escapeHtml(title)}</h3><p>${escapeHtml(body)}</p></div>`;
};

/** Vulnerable: the search term is wrapped in a mark element as it is. */
exports.mark = function mark(text, term) {
  // vigil: js.xss
  return escapeHtml(text).split(escapeHtml(term)).join('<mark>' + term + '</mark>');
};

/** Patched: the term escaped inside the mark element too. */
exports.markSafe = function markSafe(text, term) {
  const t = escapeHtml(term);
  // vigil-ok: js.xss
  return escapeHtml(text).split(t).join('<mark>' + t + '</mark>');
};

/** Vulnerable: a preview page for a markdown body sent by a form. */
exports.preview = function preview() {
  return (req, res) => {
    const html = `<article>${renderMarkdown(req.body.text)}</article>`;
    res.setHeader('Content-Type', 'text/html');
    // vigil: js.xss
    res.end(html);
  };
};

/** Patched: sanitised rendering. */
exports.previewSafe = function previewSafe() {
  return (req, res) => {
    const html = `<article>${renderMarkdownSafe(req.body.text)}</article>`;
    res.setHeader('Content-Type', 'text/html');
    // vigil-ok: js.xss
    res.end(html);
  };
};

/** Plain text out: no markup, nothing to escape. */
exports.summary = function summary(title, count) {
  // vigil-ok: js.xss
  return title + ' (' + count + ' notes)';
};
