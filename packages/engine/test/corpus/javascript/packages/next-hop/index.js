'use strict';
/**
 * next-hop: connect middleware that sends the user back to `?next=` after signing in.
 */

/** Vulnerable: `//evil.example` starts with `/` too and is another host for the browser. */
function backTo(req, res, next) {
  const target = String(req.query.next || '/');
  if (target.startsWith('/')) {
    // vigil: js.open-redirect
    return res.redirect(target);
  }
  return next();
}

/** Patched: a path of this site only, not a protocol-relative `//host` or `/\host`. */
function backToSafe(req, res, next) {
  const target = String(req.query.next || '/');
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    // vigil-ok: js.open-redirect
    return res.redirect(target);
  }
  return next();
}

module.exports = { backTo, backToSafe };
