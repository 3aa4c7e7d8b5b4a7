const crypto = require('crypto');

const LEGACY_IV = Buffer.from('a1b2c3d4e5f60718', 'utf8');

function sealLegacy(password, text) {
  // vigil: js.static-iv
  const c = crypto.createCipher('aes-256-cbc', password);
  return c.update(text, 'utf8', 'hex') + c.final('hex');
}

function openLegacy(password, hex) {
  // vigil: js.static-iv
  const d = crypto.createDecipher('aes-256-cbc', password);
  return d.update(hex, 'hex', 'utf8') + d.final('utf8');
}

function sealFixed(key, text) {
  // vigil: js.static-iv
  const a = crypto.createCipheriv('aes-256-cbc', key, Buffer.from('0123456789abcdef'));
  // vigil: js.static-iv
  const b = crypto.createCipheriv('aes-256-ctr', key, Buffer.alloc(16, 0));
  // vigil: js.static-iv
  const c = crypto.createCipheriv('aes-256-cbc', key, LEGACY_IV);
  // vigil: js.static-iv
  const d = crypto.createCipheriv('aes-128-cbc', key, '1234567890123456');
  return [a, b, c, d].map((x) => x.update(text));
}

function seal(key, text) {
  const iv = crypto.randomBytes(12);
  // vigil-ok: js.static-iv
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  // vigil-ok: js.static-iv
  const e = crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
  // vigil-ok: js.static-iv
  const d = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(text.slice(0, 24), 'hex'));
  return { iv, c, d, e };
}

module.exports = { sealLegacy, openLegacy, sealFixed, seal };
