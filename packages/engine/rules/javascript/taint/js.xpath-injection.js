const express = require('express');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');
const fs = require('fs');

const router = express.Router();
const staff = new DOMParser().parseFromString(fs.readFileSync('staff.xml', 'utf8'));

router.get('/staff', (req, res) => {
  // vigil: js.xpath-injection
  const nodes = xpath.select(`//person[@name='${req.query.name}']`, staff);
  // vigil-ok: js.xpath-injection
  const bound = xpath.parse('//person[@name=$name]').select({ node: staff, variables: { name: req.query.name } });
  res.json({ count: nodes.length + bound.length });
});

module.exports = router;
