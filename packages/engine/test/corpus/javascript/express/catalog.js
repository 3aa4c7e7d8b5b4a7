// Catalogue routes of the shop: each module exports a factory returning the Express handler.
'use strict';
const path = require('path');
const fs = require('fs');
const evaluate = require('notevil');
const serializer = require('node-serialize');
const cookieParser = require('cookie-parser');
const db = require('../models');

const LEAFLETS = path.join(__dirname, 'leaflets');

module.exports.searchItems = function searchItems () {
  return (req, res, next) => {
    let term = req.query.term ?? '';
    term = term.length > 120 ? term.substring(0, 120) : term;
    // vigil: js.sql-injection
    db.sequelize.query(`SELECT id, title FROM Items WHERE title LIKE '%${term}%' AND hidden = 0`)
      .then(([items]) => res.json({ items }))
      .catch(next);
  };
};

module.exports.searchItemsSafe = function searchItemsSafe () {
  return (req, res, next) => {
    const term = String(req.query.term ?? '').substring(0, 120);
    // vigil-ok: js.sql-injection
    db.sequelize.query('SELECT id, title FROM Items WHERE title LIKE :term AND hidden = 0', { replacements: { term: `%${term}%` } })
      .then(([items]) => res.json({ items }))
      .catch(next);
  };
};

module.exports.itemsByTag = function itemsByTag () {
  return async (req, res) => {
    const { tag } = req.body;
    // vigil: js.sql-injection
    const rows = await db.Item.findAll({ where: db.sequelize.literal(`tags LIKE '%${tag}%'`) });
    // vigil-ok: js.sql-injection
    const tagged = await db.Item.findAll({ where: { tag } });
    res.json({ rows, tagged });
  };
};

module.exports.bulkHide = function bulkHide () {
  return async (req, res) => {
    const ids = req.body.ids.map((id) => id.trim()).join(',');
    // vigil: js.sql-injection
    await db.sequelize.query(`UPDATE Items SET hidden = 1 WHERE id IN (${ids})`);
    const numeric = req.body.ids.map((id) => parseInt(id, 10)).join(',');
    // vigil-ok: js.sql-injection
    await db.sequelize.query(`UPDATE Items SET hidden = 1 WHERE id IN (${numeric})`);
    const viaNumber = req.body.ids.map(Number).join(',');
    // vigil-ok: js.sql-injection
    await db.sequelize.query(`UPDATE Items SET hidden = 0 WHERE id IN (${viaNumber})`);
    res.status(204).end();
  };
};

module.exports.itemDetails = function itemDetails () {
  return async (req, res) => {
    // vigil-ok: js.nosql-injection
    const item = await db.Item.findOne({ where: { id: req.params.id }, include: [{ model: db.Review }] });
    // vigil-ok: js.nosql-injection
    const count = await db.Review.count({ where: { itemId: req.params.id } });
    res.json({ item, count });
  };
};

module.exports.leaflet = function leaflet () {
  return ({ params }, res, next) => {
    const name = params.name;
    if (!name.endsWith('.pdf')) return next(new Error('only PDF leaflets'));
    sendLeaflet(name, res);
  };

  function sendLeaflet (name, res) {
    // vigil: js.path-traversal
    res.sendFile(path.resolve(LEAFLETS, name));
  }
};

module.exports.leafletSafe = function leafletSafe () {
  return ({ params }, res) => {
    // vigil-ok: js.path-traversal
    fs.readFile(path.join(LEAFLETS, path.basename(params.name)), (err, buf) => res.type('pdf').end(buf));
  };
};

module.exports.priceFormula = function priceFormula () {
  return (req, res) => {
    // vigil: js.code-injection
    const price = evaluate(req.body.formula);
    // vigil-ok: js.code-injection
    const parts = JSON.parse(req.body.parts || '[]');
    res.json({ price, parts });
  };
};

module.exports.restorePreferences = function restorePreferences () {
  return (req, res) => {
    const raw = Buffer.from(req.cookies.prefs || '', 'base64').toString('utf8');
    // vigil: js.insecure-deserialization
    const prefs = serializer.unserialize(raw);
    // vigil-ok: js.insecure-deserialization
    const plain = JSON.parse(raw);
    res.json({ prefs, plain });
  };
};

module.exports.echoNote = function echoNote () {
  return (req, res) => {
    const copy = JSON.parse(JSON.stringify(req.body));
    // vigil: js.xss
    res.send('<section class="note">' + copy.note + '</section>');
  };
};

module.exports.cookies = function cookies () {
  // vigil: js.hardcoded-key
  return cookieParser('shop-cookies');
};

module.exports.cookiesSafe = function cookiesSafe () {
  // vigil-ok: js.hardcoded-key
  return cookieParser(process.env.COOKIE_SECRET);
};
