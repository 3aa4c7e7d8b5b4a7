const express = require('express');
const mongoose = require('mongoose');
const app = express();
const User = mongoose.model('User');

app.post('/login', async (req, res) => {
  // vigil: js.nosql-injection
  const user = await User.findOne({ user: req.body.user, pass: req.body.pass });
  // vigil-ok: js.nosql-injection
  const u2 = await User.findOne({ user: String(req.body.user), pass: String(req.body.pass) });
  // vigil: js.nosql-injection
  const docs = await db.collection('posts').find({ $where: 'this.author == "' + req.query.a + '"' }).toArray();
  // vigil-ok: js.nosql-injection
  const list = [1, 2].find((x) => x === req.query.a);
  res.json({ user, u2, docs, list });
});
