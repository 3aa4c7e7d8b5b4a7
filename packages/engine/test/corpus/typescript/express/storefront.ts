// Storefront back end: order tracking, reviews, sign-in and the "continue shopping" redirect.
import express, { Request, Response } from 'express';
import { MongoClient } from 'mongodb';

const app = express();
app.use(express.json());
const db = new MongoClient(process.env.MONGO_URL ?? 'mongodb://127.0.0.1').db('store');
const partnerSites = ['https://partners.example.net', 'https://stories.example.org'];

app.get('/api/orders/:code', async (req: Request, res: Response) => {
  // a $where condition is JavaScript run by the server: the code closes the quote and adds its own
  // vigil: js.nosql-injection
  const found = await db
    .collection('orders')
    .find({ $where: `this.code == '${req.params.code}'` })
    .toArray();
  res.json(found);
});

app.get('/api/orders-safe/:code', async (req: Request, res: Response) => {
  // vigil-ok: js.nosql-injection
  const found = await db
    .collection('orders')
    .find({ code: String(req.params.code) })
    .toArray();
  res.json(found);
});

app.patch('/api/reviews', async (req: Request, res: Response) => {
  // `{ "id": { "$ne": null } }` selects every review
  // vigil: js.nosql-injection
  const result = await db
    .collection('reviews')
    .updateMany({ _id: req.body.id }, { $set: { text: req.body.text } });
  res.json({ changed: result.modifiedCount });
});

app.patch('/api/reviews-safe', async (req: Request, res: Response) => {
  // vigil-ok: js.nosql-injection
  const result = await db
    .collection('reviews')
    .updateOne({ _id: String(req.body.id) }, { $set: { text: String(req.body.text) } });
  res.json({ changed: result.modifiedCount });
});

app.post('/api/sign-in', async (req: Request, res: Response) => {
  // `{ "password": { "$gt": "" } }` matches any password
  // vigil: js.nosql-injection
  const user = await db
    .collection('users')
    .findOne({ email: req.body.email, password: req.body.password });
  res.json({ ok: !!user });
});

app.get('/continue', (req: Request, res: Response) => {
  const next = String(req.query.next ?? '/');
  // contains an allowed site anywhere: `https://evil.io/?https://partners.example.net` passes
  // vigil: js.url-allowlist-substring
  if (partnerSites.some((site) => next.includes(site))) {
    // vigil: js.open-redirect
    return res.redirect(next);
  }
  res.redirect('/');
});

app.get('/continue-prefix', (req: Request, res: Response) => {
  const next = String(req.query.next ?? '/');
  // the prefix does not end the host: `https://partners.example.net.evil.io` passes
  if (next.startsWith('https://partners.example.net')) {
    // vigil: js.open-redirect
    return res.redirect(next);
  }
  res.redirect('/');
});

app.get('/continue-safe', (req: Request, res: Response) => {
  const next = String(req.query.next ?? '/');
  if (next.startsWith('https://partners.example.net/')) {
    // vigil-ok: js.open-redirect
    return res.redirect(next);
  }
  if (partnerSites.includes(next)) {
    // vigil-ok: js.open-redirect
    return res.redirect(next);
  }
  res.redirect('/');
});

export default app;
