const crypto = require('crypto');

function encryptLegacy(key, iv, data) {
  // vigil: js.weak-cipher
  const c = crypto.createCipheriv('des-ede3-cbc', key, iv);
  return Buffer.concat([c.update(data), c.final()]);
}

function streamEncrypt(key, data) {
  // vigil: js.weak-cipher
  const c = crypto.createCipheriv('rc4', key, null);
  return c.update(data);
}

function decryptOld(key, iv, data) {
  // vigil: js.weak-cipher
  return crypto.createDecipheriv('bf-cbc', key, iv).update(data);
}

function encryptModern(key, iv, data) {
  // vigil-ok: js.weak-cipher
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  return Buffer.concat([c.update(data), c.final(), c.getAuthTag()]);
}

const LEGACY_ALGO = 'des-ede3-cbc';
const MODERN_ALGO = 'aes-256-gcm';

function encryptWithConstant(key, iv, data) {
  // vigil: js.weak-cipher
  const c = crypto.createCipheriv(LEGACY_ALGO, key, iv);
  // vigil-ok: js.weak-cipher
  const d = crypto.createCipheriv(MODERN_ALGO, key, iv);
  return [c.update(data), d.update(data)];
}
