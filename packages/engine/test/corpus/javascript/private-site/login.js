// Login to a password-protected site, then back to the page asked for. The target built by the
// site's URL helper stays under the configured site URL; the raw query value does not.
const crypto = require('crypto');
const urlUtils = require('@tryghost/url-utils');
const settings = require('./settings');

function forwardOf(query) {
  return query.r ? decodeURIComponent(query.r) : '/';
}

function loginToPrivateSite(req, res) {
  const forward = forwardOf(req.query);
  if (!crypto.timingSafeEqual(Buffer.from(String(req.body.password)), Buffer.from(settings.password))) {
    return res.status(401).send('wrong password');
  }
  req.session.private = true;
  // vigil-ok: js.open-redirect
  return res.redirect(urlUtils.urlFor({ relativeUrl: forward }));
}

function loginToPrivateSiteRaw(req, res) {
  const forward = forwardOf(req.query);
  req.session.private = true;
  // vigil: js.open-redirect
  return res.redirect(forward);
}

module.exports = { loginToPrivateSite, loginToPrivateSiteRaw };
