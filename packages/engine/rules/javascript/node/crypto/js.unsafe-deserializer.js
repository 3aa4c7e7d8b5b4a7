const serialize = require('node-serialize');

function restoreSession(cookieValue) {
  const text = Buffer.from(cookieValue, 'base64').toString();
  // vigil: js.unsafe-deserializer
  return serialize.unserialize(text);
}

function restoreCache(entry) {
  // vigil-ok: js.unsafe-deserializer
  return JSON.parse(entry);
}

function sample() {
  // vigil-ok: js.unsafe-deserializer
  return serialize.unserialize('{"a":1}');
}

module.exports = { restoreSession, restoreCache, sample };
