'use strict';

const crypto = require('crypto');
const fs = require('fs');

// Setting types of the admin API: each key maps to the type of its value.
const settingTypes = {
  title: 'string',
  // vigil-ok: js.hardcoded-password
  password: 'string',
  members_signup: 'boolean',
  // vigil-ok: js.hardcoded-password
  members_email_auth_secret: 'string',
  accent_color: 'string',
};

// vigil: js.hardcoded-password
const smtp = { user: 'mailer', password: 'Wq7-mail-Relay' };

function cacheBust(config) {
  // vigil-ok: js.weak-hash
  config.assetHash = crypto.createHash('md5').update(Date.now().toString()).digest('hex').slice(0, 10);
}

function adminHeaders(templatePath) {
  const buf = fs.readFileSync(templatePath);
  // vigil-ok: js.weak-hash
  const sum = crypto.createHash('md5');
  sum.update(buf);
  return { ETag: sum.digest('hex') };
}

const feedCache = {};
function feedXml(url, data, render) {
  // vigil-ok: js.weak-hash
  const dataHash = crypto.createHash('md5').update(JSON.stringify(data)).digest('hex');
  if (!feedCache[url] || feedCache[url].hash !== dataHash) feedCache[url] = { hash: dataHash, xml: render(data) };
  return feedCache[url].xml;
}

function legacyLogin(user, pass) {
  // vigil: js.weak-hash
  return crypto.createHash('md5').update(pass).digest('hex') === user.passwordMd5;
}

function scheduleCleanup(jobs) {
  // vigil-ok: js.insecure-random
  const hour = Math.floor(Math.random() * 24);
  jobs.add({ at: `0 0 ${hour} * * *` });
}

module.exports = { settingTypes, smtp, cacheBust, adminHeaders, feedXml, legacyLogin, scheduleCleanup };
