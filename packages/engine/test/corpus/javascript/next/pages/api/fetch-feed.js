import fetch from 'node-fetch';

const FEEDS = {
  news: 'https://feeds.example.com/news.xml',
  blog: 'https://blog.example.com/rss',
};

export default async function handler(req, res) {
  if (req.query.feed) {
    const url = FEEDS[req.query.feed] || FEEDS.news;
    // vigil-ok: js.ssrf
    const r = await fetch(url);
    return res.status(200).send(await r.text());
  }
  // vigil: js.ssrf
  const r = await fetch(req.query.url, { redirect: 'follow' });
  res.status(r.status).json({ bytes: (await r.text()).length });
}
