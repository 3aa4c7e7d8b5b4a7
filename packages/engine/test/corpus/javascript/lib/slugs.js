'use strict';

// keeps letters, digits, `_` and `-`: nothing a shell, SQL string or HTML page treats specially
exports.slug = (s) => String(s).replace(/[^\w-]/g, '');

// keeps dots too: a release tag like `v1.2.3`
function tagName(s) {
  return s.replace(/[^A-Za-z0-9_.-]/g, '');
}

// only the first bad character goes
function firstOnly(s) {
  return s.replace(/[^\w-]/, '');
}

module.exports.tagName = tagName;
module.exports.firstOnly = firstOnly;
