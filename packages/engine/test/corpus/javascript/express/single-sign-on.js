'use strict';

const express = require('express');
const jwt = require('jsonwebtoken');
const samlify = require('samlify');
const widgets = require('./widget-store');

const router = express.Router();
const secret = process.env.STATE_SECRET;
const sp = samlify.ServiceProvider({ metadata: process.env.SP_METADATA });
const idp = samlify.IdentityProvider({ metadata: process.env.IDP_METADATA });

function allowedTarget(target) {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//');
}

// The login step keeps where to go afterwards in a state cookie the server signs; the callback
// reads it back only after checking the signature, so the target is the one checked at login.
router.get('/login', (req, res) => {
  const target = req.query.next;
  if (!allowedTarget(target)) return res.status(400).end();
  const state = jwt.sign({ target }, secret, { expiresIn: '5m' });
  res.cookie('sso_state', state, { httpOnly: true, secure: true, sameSite: 'lax' });
  return res.redirect('https://idp.example.org/authorize');
});

router.get('/callback', (req, res) => {
  const { target } = jwt.verify(req.cookies.sso_state, secret);
  // vigil-ok: js.open-redirect
  return res.redirect(target);
});

// The same callback that also honours a target in the query sends the user wherever it says.
router.get('/callback/legacy', (req, res) => {
  const { target } = jwt.verify(req.cookies.sso_state, secret);
  // vigil: js.open-redirect
  return res.redirect(req.query.next || target);
});

// A SAML logout request is a URL of the identity provider's configured endpoint; the posted name
// goes into the signed request, not into the address.
router.post('/saml/logout', (req, res) => {
  const { context } = sp.createLogoutRequest(idp, 'redirect', req.body);
  // vigil-ok: js.open-redirect
  return res.redirect(context);
});

// RelayState comes straight from the posted form: sending the user there is an open redirect.
router.post('/saml/acs', (req, res) => {
  const relayState = req.body.RelayState;
  // vigil: js.open-redirect
  return res.redirect(relayState);
});

// A widget's script served as JavaScript: the browser runs it only where a page includes it; it is
// not parsed as a page of HTML.
router.get('/widgets/:name', (req, res) => {
  const source = widgets.scriptFor(req.params.name);
  res.setHeader('Content-Type', 'application/javascript; charset=UTF-8');
  // vigil-ok: js.xss
  res.end(source);
});

// Without a content type the same answer is sniffed as HTML when it starts with a tag.
router.get('/widgets/:name/preview', (req, res) => {
  const source = widgets.scriptFor(req.params.name);
  res.setHeader('Content-Type', 'text/html; charset=UTF-8');
  // vigil: js.xss
  res.end(source);
});

module.exports = router;
