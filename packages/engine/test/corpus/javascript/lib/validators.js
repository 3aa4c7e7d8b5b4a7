'use strict';
// Input validators shared by the signup and profile forms.

// vigil: js.redos
const EMAIL_RE = /^([a-zA-Z0-9_.+-]+)+@([a-zA-Z0-9-]+\.)+[a-zA-Z]{2,}$/;

// vigil-ok: js.redos
const SIMPLE_EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// vigil: js.redos
const SLUG_RE = new RegExp('^(\\w+-?)*$');

// vigil-ok: js.redos
const ZIP_RE = /^\d{5}(-\d{4})?$/;

// vigil-ok: js.redos
const PATH_RE = /^(\/[a-z]*)*\.json$/;

// vigil: js.redos
const TAGS_RE = /^(\w+\s?)*$/;

function isEmail(s) {
  return EMAIL_RE.test(s) || SIMPLE_EMAIL_RE.test(s);
}

module.exports = { isEmail, SLUG_RE, ZIP_RE, PATH_RE, TAGS_RE };
