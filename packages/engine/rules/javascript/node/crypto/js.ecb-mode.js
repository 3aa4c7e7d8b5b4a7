const crypto = require('crypto');

function encryptId(key, id) {
  // vigil: js.ecb-mode
  const c = crypto.createCipheriv('aes-128-ecb', key, null);
  return c.update(String(id), 'utf8', 'hex') + c.final('hex');
}

function decryptId(key, hex) {
  // vigil: js.ecb-mode
  const d = crypto.createDecipheriv("AES-256-ECB", key, null);
  return d.update(hex, 'hex', 'utf8') + d.final('utf8');
}

function encryptGcm(key, iv, id) {
  // vigil-ok: js.ecb-mode
  const c = crypto.createCipheriv('aes-256-gcm', key, iv);
  return c.update(String(id));
}
