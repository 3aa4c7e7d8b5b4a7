// Links between the translations of a page. The page store is a module of the CMS the scan does
// not hold: a lookup by id returns the stored page, whose URL the CMS computed, not the request's
// values. Links the client posts are the client's, however they are picked out of the list.
const express = require('express');
const _ = require('lodash');
const pages = require('@acme/cms-pages');

const router = express.Router();

router.get('/pages/:id/in/:locale', async (req, res) => {
  const page = await pages
    .find(req, { _id: `${req.params.id}:${req.params.locale}` })
    .toObject();
  if (!page || !page._url) return res.status(404).send('not found');
  // vigil-ok: js.open-redirect
  return res.redirect(page._url);
});

router.get('/pages/by-slug/:slug', (req, res) => {
  pages.findOne({ slug: req.params.slug }).then((found) => {
    // vigil-ok: js.xss
    res.send(`<h1>${found.title}</h1>`);
  });
});

router.post('/pages/preview-link', (req, res) => {
  const primary = req.body.links.find((l) => l.primary);
  // vigil: js.open-redirect
  res.redirect(primary.href);
});

router.post('/pages/preview-first', (req, res) => {
  const first = _.find(req.body.links, { primary: true });
  // vigil: js.open-redirect
  res.redirect(first.href);
});

module.exports = router;
