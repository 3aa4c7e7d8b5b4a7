'use strict';

const express = require('express');
const nconf = require('nconf');
const urlJoin = require('url-join');

const router = express.Router();

// Profile pages: old slugs redirect to the canonical one under the configured base path.
router.get('/user/:slug', (req, res) => {
  const slug = req.params.slug.toLowerCase();
  if (slug !== req.params.slug) {
    // vigil-ok: js.open-redirect
    return res.redirect(nconf.get('relative_path') + '/user/' + slug);
  }
  res.render('profile', { slug });
});

router.get('/go', (req, res) => {
  // vigil: js.open-redirect
  res.redirect(decodeURIComponent(req.query.to) + '?from=profile');
});

router.get('/subdir', (req, res) => {
  const params = new URLSearchParams({ ref: req.query.ref || '' });
  // vigil-ok: js.open-redirect
  res.redirect(`${nconf.get('relative_path')}/?${params.toString()}`);
});

router.get('/docs/*', (req, res, next) => {
  if (req.path.length > 1 && req.path.endsWith('/')) {
    // vigil-ok: js.open-redirect
    return res.redirect(301, req.path.slice(0, -1));
  }
  next();
});

router.get('/back', (req, res) => {
  const { query } = require('url').parse(req.originalUrl, true);
  // vigil: js.open-redirect
  res.redirect(302, query.back);
});

router.get('/unsubscribe', (req, res) => {
  const target = new URL(nconf.get('url'));
  target.searchParams.append('uuid', req.query.uuid);
  target.searchParams.append('action', 'unsubscribe');
  // vigil-ok: js.open-redirect
  res.redirect(302, target.href);
});

router.get('/continue', (req, res) => {
  const target = new URL(req.query.site);
  target.searchParams.append('from', 'profile');
  // vigil: js.open-redirect
  res.redirect(302, target.href);
});

router.get('/admin/*', (req, res) => {
  const rest = req.originalUrl.replace(/^\/admin\//, '');
  // vigil-ok: js.open-redirect
  res.redirect(urlJoin(nconf.get('admin_url'), '#', rest));
});

router.get('/external', (req, res) => {
  // vigil: js.open-redirect
  res.redirect(urlJoin(req.query.base, 'welcome'));
});

router.post('/subscriptions/cancel', (req, res) => {
  res.statusCode = 404;
  // vigil-ok: js.xss
  res.end(`Could not find subscription ${req.body.id}`);
});

router.get('/preview', (req, res) => {
  // vigil: js.xss
  res.end(req.query.html);
});

module.exports = router;
