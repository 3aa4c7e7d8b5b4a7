import { Router } from 'express';
import { z } from 'zod';
import sanitize from 'mongo-sanitize';
import { Account, AuditEntry } from './models';

const router = Router();
const credentialsSchema = z.object({ email: z.string().email(), password: z.string().min(8) });

router.post('/login', async (req, res) => {
  // vigil: js.nosql-injection
  const byBody = await Account.findOne({ email: req.body.email, password: req.body.password });
  const creds = credentialsSchema.parse(req.body);
  // vigil-ok: js.nosql-injection
  const byParsed = await Account.findOne({ email: creds.email, password: creds.password });
  res.json({ ok: !!byBody || !!byParsed });
});

router.get('/accounts', async (req, res) => {
  // vigil: js.nosql-injection
  const list = await Account.find(req.query);
  // vigil-ok: js.nosql-injection
  const clean = await Account.find(sanitize(req.query));
  // vigil-ok: js.nosql-injection
  const byTeam = await Account.find({ team: `${req.query.team}` });
  res.json([...list, ...clean, ...byTeam]);
});

router.post('/accounts/purge', async (req, res) => {
  const selector = req.body.selector;
  // vigil: js.nosql-injection
  await AuditEntry.deleteMany(selector);
  // vigil-ok: js.nosql-injection
  await AuditEntry.deleteMany({ account: String(req.body.account) });
  res.sendStatus(204);
});

router.get('/accounts/older', async (req, res) => {
  // vigil: js.nosql-injection
  const a = await Account.find({ $where: 'this.createdAt < new Date("' + req.query.before + '")' });
  // vigil-ok: js.nosql-injection
  const b = await Account.find({ $where: 'this.loginCount > ' + parseInt(String(req.query.min), 10) });
  res.json([...a, ...b]);
});

router.post('/accounts/:id/touch', async (req, res) => {
  // vigil: js.nosql-injection
  await Account.updateOne({ _id: req.params.id, owner: req.body.owner }, { $set: { touchedAt: new Date() } });
  // vigil-ok: js.nosql-injection
  await Account.updateOne({ _id: String(req.params.id), owner: 'owner:' + req.body.owner }, { $set: { touchedAt: new Date() } });
  res.sendStatus(204);
});

export default router;
