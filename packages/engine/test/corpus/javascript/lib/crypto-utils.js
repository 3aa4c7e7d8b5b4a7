'use strict';
const crypto = require('crypto');

const KEY = Buffer.from(process.env.DATA_KEY_HEX || '', 'hex');

function encryptLegacy(plain) {
  // vigil: js.weak-cipher, js.static-iv
  const cipher = crypto.createCipheriv('des-ede3-cbc', KEY.subarray(0, 24), Buffer.alloc(8));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function encryptCardToken(plain) {
  // vigil: js.ecb-mode
  const cipher = crypto.createCipheriv('aes-256-ecb', KEY, null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

function encrypt(plain) {
  const iv = crypto.randomBytes(12);
  // vigil-ok: js.weak-cipher, js.ecb-mode
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
}

function passwordFingerprint(pw) {
  // vigil: js.weak-hash
  return crypto.createHash('sha1').update(pw).digest('hex');
}

function fileChecksum(buf) {
  // vigil-ok: js.weak-hash
  return crypto.createHash('sha256').update(buf).digest('hex');
}

function apiKey() {
  // vigil-ok: js.insecure-random
  return crypto.randomBytes(24).toString('base64url');
}

function sessionId() {
  let id = '';
  for (let i = 0; i < 32; i++) {
    // vigil: js.insecure-random
    id += Math.floor(Math.random() * 16).toString(16);
  }
  return id;
}

module.exports = { encryptLegacy, encryptCardToken, encrypt, passwordFingerprint, fileChecksum, apiKey, sessionId };
