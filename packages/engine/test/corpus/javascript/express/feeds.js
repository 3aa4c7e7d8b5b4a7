// RSS feeds of a topic. The rss package escapes what it writes into the XML; a feed concatenated
// by hand does not, and an XML response can carry an XHTML script the browser runs.
const express = require('express');
const Rss = require('rss');
const topics = require('./topics');

const router = express.Router();

function sendFeed(feed, res) {
  const xml = feed.xml();
  // vigil-ok: js.xss
  res.type('xml').set('Content-Length', Buffer.byteLength(xml)).send(xml);
}

router.get('/topic/:id.rss', async (req, res) => {
  const topic = await topics.get(Number(req.params.id));
  const feed = new Rss({
    title: req.query.title || topic.title,
    feed_url: `${req.protocol}://${req.get('host')}${req.originalUrl}`,
    site_url: `${req.protocol}://${req.get('host')}/topic/${topic.id}`,
  });
  for (const post of topic.posts) feed.item({ title: post.title, description: post.html, date: post.date });
  sendFeed(feed, res);
});

router.get('/topic/:id.xml', async (req, res) => {
  const topic = await topics.get(Number(req.params.id));
  const title = req.query.title || topic.title;
  // vigil: js.xss
  res.type('xml').send(`<rss version="2.0"><channel><title>${title}</title></channel></rss>`);
});

module.exports = router;
