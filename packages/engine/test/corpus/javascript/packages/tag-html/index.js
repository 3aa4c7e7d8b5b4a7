'use strict';
/**
 * tag-html: renders labels and links as HTML snippets for server-side templates.
 */
const escapeHtml = require('escape-html');

/** Vulnerable: the label is kept in a variable, decorated, and returned as markup unescaped. */
function badge(label, color) {
  let html = '<span class="badge">' + label + '</span>';
  if (color) {
    html = '<span style="color:' + escapeHtml(color) + '">' + html + '</span>';
  }
  // vigil: js.xss
  return html;
}

/** Patched: the label is escaped before it enters the markup. */
function badgeSafe(label, color) {
  let html = '<span class="badge">' + escapeHtml(label) + '</span>';
  if (color) {
    html = '<span style="color:' + escapeHtml(color) + '">' + html + '</span>';
  }
  // vigil-ok: js.xss
  return html;
}

module.exports = { badge, badgeSafe };
