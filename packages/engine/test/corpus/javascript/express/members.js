const express = require('express');
const { MongoClient } = require('mongodb');

const client = new MongoClient(process.env.MONGO_URL);

// An in-memory cache of members with its own `find`: not a MongoDB query.
class MemberCache {
  constructor() {
    this.members = [];
  }

  find(email) {
    return this.members.find((m) => m.email === email);
  }

  add(member) {
    this.members.push(member);
  }
}

const cache = new MemberCache();
const router = express.Router();

router.get('/members/cached', (req, res) => {
  // vigil-ok: js.nosql-injection
  const hit = cache.find(req.query.email);
  res.json(hit ?? null);
});

router.get('/members', async (req, res) => {
  const members = client.db('crm').collection('members');
  // vigil: js.nosql-injection
  const found = await members.findOne({ email: req.query.email });
  // vigil-ok: js.nosql-injection
  const exact = await members.findOne({ email: { $eq: String(req.query.email) } });
  res.json({ found, exact });
});

module.exports = router;
