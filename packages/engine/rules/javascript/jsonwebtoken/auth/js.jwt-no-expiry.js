const jwt = require('jsonwebtoken');

function readSession(token, key) {
  // vigil: js.jwt-no-expiry
  return jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: true });
}

function readSessionChecked(token, key) {
  // vigil-ok: js.jwt-no-expiry
  return jwt.verify(token, key, { algorithms: ['HS256'], ignoreExpiration: false, clockTolerance: 5 });
}

function readSessionDefault(token, key) {
  // vigil-ok: js.jwt-no-expiry
  return jwt.verify(token, key, { algorithms: ['HS256'] });
}

module.exports = { readSession, readSessionChecked, readSessionDefault };
