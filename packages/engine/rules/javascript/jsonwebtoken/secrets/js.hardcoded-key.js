const jwt = require('jsonwebtoken');
const crypto = require('crypto');
const session = require('express-session');

function issue(user) {
  // vigil: js.hardcoded-key
  return jwt.sign({ sub: user.id }, 'my-super-secret-jwt-key', { expiresIn: '1h' });
}

function check(token) {
  // vigil: js.hardcoded-key
  return jwt.verify(token, "my-super-secret-jwt-key", { algorithms: ['HS256'] });
}

// vigil: js.hardcoded-key
const JWT_SECRET = 'hunter2hunter2hunter2';

function sign(body) {
  // vigil: js.hardcoded-key
  return crypto.createHmac('sha256', Buffer.from('0123456789abcdef', 'utf8')).update(body).digest('hex');
}

module.exports = session({
  // vigil: js.hardcoded-key
  secret: 'keyboard cat',
  resave: false,
});

fastify.route({
  method: 'GET',
  url: '/',
  // vigil-ok: js.hardcoded-key
  constraints: { secret: 'alpha-version' },
  handler: () => 'ok',
});

function issueSafe(user) {
  // vigil-ok: js.hardcoded-key
  return jwt.sign({ sub: user.id }, process.env.JWT_SECRET, { expiresIn: '1h' });
}

// vigil-ok: js.hardcoded-key
const JWT_SECRET_SAFE = process.env.JWT_SECRET;

const cookieParser = require('cookie-parser');
// vigil: js.hardcoded-key
app.use(cookieParser('t0ast'));
// vigil-ok: js.hardcoded-key
app.use(cookieParser(process.env.COOKIE_SECRET));
// vigil-ok: js.hardcoded-key
const signingKeyPem = process.env.SIGNING_KEY_PEM;

// a shortcode table of emoji registered for the editor: the value of `secret` is the ㊙ sign
// written in escapes
registerShortcodes({
  // vigil-ok: js.hardcoded-key
  secret: '\u3299\ufe0f',
});

// the same word as the session middleware's secret
app.use(
  session({
    // vigil: js.hardcoded-key
    secret: 'Wq7rT2xLp9Vm4KsZ',
  }),
);
