'use strict';
// Redirect rules of a publishing site: the owner writes "from" patterns and their targets in the
// site settings; a visitor's request on an old path is sent to the new one.
const express = require('express');
const { parse: parseURL, format: formatURL } = require('url');

const router = express.Router();

// the target's scheme and host are the owner's; the visitor's path and query fill its path and query
function addOwnerRule(fromRegex, to) {
  router.get(fromRegex, (req, res) => {
    const target = parseURL(to);
    const current = parseURL(req.url);
    target.pathname = current.pathname.replace(fromRegex, target.pathname);
    target.search = current.search;
    // vigil-ok: js.open-redirect
    res.redirect(301, formatURL(target));
  });
}

// a mirror picked by the visitor: the host comes from the query string
router.get('/mirror', (req, res) => {
  const target = parseURL('https://downloads.example.org/latest');
  target.host = req.query.mirror;
  // vigil: js.open-redirect
  res.redirect(302, formatURL(target));
});

// a URL object written by hand from the query: its pathname may be `//elsewhere.example`
router.get('/continue', (req, res) => {
  const target = { pathname: req.query.next, search: '?continued=1' };
  // vigil: js.open-redirect
  res.redirect(302, formatURL(target));
});

module.exports = { router, addOwnerRule };
