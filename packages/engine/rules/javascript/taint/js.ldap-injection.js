const express = require('express');
const ldap = require('ldapjs');
const { filter } = require('ldap-escape');

const router = express.Router();
const client = ldap.createClient({ url: 'ldaps://ldap.example.org' });

router.get('/people', (req, res) => {
  // vigil: js.ldap-injection
  client.search('ou=people,dc=example,dc=org', { filter: `(uid=${req.query.uid})`, scope: 'sub' }, () => {});
  // vigil-ok: js.ldap-injection
  client.search('ou=people,dc=example,dc=org', { filter: filter`(uid=${req.query.uid})`, scope: 'sub' }, () => {});
  res.sendStatus(202);
});

module.exports = router;
