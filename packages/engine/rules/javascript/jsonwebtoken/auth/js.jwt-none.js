const jwt = require('jsonwebtoken');

function verify(token, key) {
  // vigil: js.jwt-none
  return jwt.verify(token, key, { algorithms: ['HS256', 'none'] });
}

function issueUnsigned(claims) {
  // vigil: js.jwt-none
  return jwt.sign(claims, null, { algorithm: 'none' });
}

function verifySafe(token, key) {
  // vigil-ok: js.jwt-none
  return jwt.verify(token, key, { algorithms: ['RS256'] });
}

// vigil-ok: js.jwt-none
const display = { mode: 'none' };
