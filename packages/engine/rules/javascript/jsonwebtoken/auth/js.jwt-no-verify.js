const jwt = require('jsonwebtoken');

function currentUser(req) {
  const token = req.headers.authorization.split(' ')[1];
  // vigil: js.jwt-no-verify
  const claims = jwt.decode(token);
  return db.users.find(claims.sub);
}

const isAdmin = (token) => {
  // vigil: js.jwt-no-verify
  return jwt.decode(token, { complete: true }).payload.role === 'admin';
};

function currentUserSafe(req) {
  const token = req.headers.authorization.split(' ')[1];
  const verified = jwt.verify(token, process.env.JWT_PUBLIC_KEY, { algorithms: ['RS256'] });
  // vigil-ok: js.jwt-no-verify
  const header = jwt.decode(token, { complete: true }).header;
  return { user: verified.sub, kid: header.kid };
}

// vigil-ok: js.jwt-no-verify
const raw = Buffer.from(part, 'base64').toString();

function keyIdOf(token) {
  // vigil-ok: js.jwt-no-verify
  return jwt.decode(token, { complete: true }).header.kid;
}

app.get('/me', (req, res) => {
  // vigil: js.jwt-no-verify
  const unverified = jwt.decode(req.cookies.token);
  const verified = jwt.verify(req.cookies.token, process.env.JWT_PUBLIC_KEY, { algorithms: ['RS256'] });
  res.json({ unverified, verified });
});

async function adminKeyUser(token) {
  // vigil-ok: js.jwt-no-verify
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded || !decoded.header) throw new Error('invalid token');
  const key = await apiKeys.byId(decoded.header.kid);
  jwt.verify(token, key.secret, { algorithms: ['HS256'] });
  return key.user;
}

async function adminKeyUserTrustingClaims(token) {
  // vigil: js.jwt-no-verify
  const decoded = jwt.decode(token, { complete: true });
  const key = await apiKeys.byId(decoded.header.kid);
  jwt.verify(token, key.secret, { algorithms: ['HS256'] });
  return { key, role: decoded.payload.role };
}

// the header alone, handed to a caller that picks the key and verifies
const headerOf = (token) => {
  // vigil-ok: js.jwt-no-verify
  const decoded = jwt.decode(token, { complete: true });
  if (!decoded) throw new Error('not a token');
  return decoded.header;
};

// header and claims handed on, none of them verified here
const partsOf = (token) => {
  // vigil: js.jwt-no-verify
  const decoded = jwt.decode(token, { complete: true });
  return { alg: decoded.header.alg, user: decoded.payload.sub };
};

// which verifier to use: the issuer picks the key set, the token is verified there
function issuedHere(token) {
  try {
    // vigil-ok: js.jwt-no-verify
    const payload = jwt.decode(token, { json: true });
    if (payload?.iss !== 'orders-api') return false;
    return true;
  } catch {
    return false;
  }
}

// when a session ends, read from a token verified when it was received
function expiryOf(token) {
  // vigil-ok: js.jwt-no-verify
  const decoded = jwt.decode(token);
  if (decoded && typeof decoded === 'object' && decoded.exp) return decoded.exp;
  return null;
}

// an expiry check that then hands the unverified claims on
function liveClaims(token) {
  // vigil: js.jwt-no-verify
  const decoded = jwt.decode(token);
  if (!decoded || decoded.exp * 1000 < Date.now()) throw new Error('expired');
  return decoded;
}

// the issuer checked, then the role read from the same unverified token
function issuerAdmin(token) {
  // vigil: js.jwt-no-verify
  const claims = jwt.decode(token);
  return claims.iss === 'orders-api' && claims.role === 'admin';
}

// a workflow step that signs, verifies or decodes, as its author picks: decoding is asked for by name
const tokenStep = async ({ operation, token, secret }) => {
  if (operation === 'verify') {
    return jwt.verify(token, secret, { algorithms: ['HS256'] });
  } else if (operation === 'decode') {
    // vigil-ok: js.jwt-no-verify
    return jwt.decode(token);
  }
  throw new Error('unknown operation');
};

// the same dispatch without a verifying operation: whatever is asked, the claims come back unverified
function tokenClaims(mode, token) {
  switch (mode) {
    case 'decode':
      // vigil: js.jwt-no-verify
      return jwt.decode(token);
    default:
      return null;
  }
}
