// Basket and review routes backed by MongoDB collections.
'use strict';
const express = require('express');
const sanitize = require('mongo-sanitize');
const { reviews, baskets } = require('../data/mongo');

const router = express.Router();

router.patch('/reviews', editReview);
router.post('/baskets/lookup', lookupBasket);

async function editReview (req, res) {
  // vigil: js.nosql-injection
  const r = await reviews.update({ _id: req.body.id }, { $set: { message: req.body.message } }, { multi: true });
  // vigil-ok: js.nosql-injection
  const r2 = await reviews.update({ _id: String(req.body.id) }, { $set: { message: req.body.message } });
  res.json({ r, r2 });
}

async function lookupBasket (req, res) {
  const filter = req.body;
  // vigil: js.nosql-injection
  const basket = await baskets.findOne(filter);
  // vigil-ok: js.nosql-injection
  const clean = await baskets.findOne(sanitize(filter));
  res.json({ basket, clean });
}

module.exports = router;
