const crypto = require('crypto');
const { createHash } = require('crypto');

function passwordDigest(pw) {
  // vigil: js.weak-hash
  return crypto.createHash('md5').update(pw).digest('hex');
}

function signatureOf(body) {
  // vigil: js.weak-hash
  const h = createHash("SHA1");
  return h.update(body).digest('base64');
}

function etag(body) {
  // vigil-ok: js.weak-hash
  return crypto.createHash('sha256').update(body).digest('hex');
}

// vigil-ok: js.weak-hash
const algo = crypto.getHashes().includes('md5');

function acceptKey(key) {
  // RFC 6455 mandates SHA-1 for the handshake: not a security use of the digest
  // vigil-ok: js.weak-hash
  return crypto.createHash('sha1').update(key + GUID).digest('base64');
}

// vigil-ok: js.weak-hash
const etag = crypto.createHash('md5').update(body).digest('hex');

app.post('/login', (req, res) => {
  // vigil: js.weak-hash
  const hash = crypto.createHash('md5').update(req.body.password).digest('hex');
  res.set('ETag', 'x').json({ hash });
});

function signature(payload) {
  const algorithm = 'sha1';
  // vigil: js.weak-hash
  return crypto.createHash(algorithm).update(payload).digest('hex');
}

function strongSignature(payload) {
  const algorithm = 'sha256';
  // vigil-ok: js.weak-hash
  return crypto.createHash(algorithm).update(payload).digest('hex');
}

// a change check of a settings file the server reads: the digest guards nothing
function calculateHash(data) {
  // vigil-ok: js.weak-hash
  return crypto.createHash('md5').update(data, 'binary').digest('hex');
}

// the digest of a token compared with the stored one
function tokenMatches(token, stored) {
  // vigil: js.weak-hash
  return crypto.createHash('md5').update(token).digest('hex') === stored;
}
