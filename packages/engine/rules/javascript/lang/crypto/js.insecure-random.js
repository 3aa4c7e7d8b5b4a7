function generateResetToken() {
  // vigil: js.insecure-random
  return Math.random().toString(36).slice(2);
}

function createUser(name) {
  // vigil: js.insecure-random
  const password = Math.random().toString(36).substring(2, 10);
  return { name, password };
}

function session() {
  return {
    // vigil: js.insecure-random
    sessionId: Math.floor(Math.random() * 1e16).toString(16),
  };
}

function shuffle(items) {
  for (let i = items.length - 1; i > 0; i--) {
    // vigil-ok: js.insecure-random
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

function makeToken() {
  // vigil-ok: js.insecure-random
  return require('crypto').randomBytes(32).toString('hex');
}

// vigil-ok: js.insecure-random
const jitterMs = Math.random() * 250;

app.get('/order', (req, res) => {
  // vigil: js.insecure-random
  const n = Math.random().toString(36).substring(2);
  const ref = 'o-' + n;
  res.cookie('ref', ref, { httpOnly: true, secure: true });
  res.send('ok');
});

app.get('/ab', function (req, res) {
  // vigil-ok: js.insecure-random
  const bucket = Math.floor(Math.random() * 4);
  // vigil-ok: js.insecure-random
  setTimeout(() => res.send(String(bucket)), Math.random() * 50);
  // vigil-ok: js.insecure-random
  const id = crypto.randomUUID();
  res.json({ id });
});

// A throw-away password hashed once so that a login for an unknown account takes as long as one for
// a known account: it is never compared with anything a user sends.
let dummyHash;
function dummyPasswordHash() {
  // vigil-ok: js.insecure-random
  dummyHash ??= hashPassword('timing-equaliser-' + Math.random());
  return dummyHash;
}

// The daily clean-up of expired tokens runs at a random time of day, so instances do not all hit
// the database at once.
function scheduleTokenCleanup(jobs) {
  // vigil-ok: js.insecure-random
  const minute = Math.floor(Math.random() * 60);
  jobs.add({ at: `0 ${minute} 3 * * *`, name: 'clean-tokens' });
}

function resetTokenCode() {
  // vigil: js.insecure-random
  const digits = Math.floor(Math.random() * 1000000);
  return String(digits).padStart(6, '0');
}

async function fixUniqueSlug(req, doc) {
  // vigil-ok: js.insecure-random
  doc.slug += Math.floor(Math.random() * 10).toString();
  return doc;
}

async function extendToken(req, user) {
  // vigil: js.insecure-random
  user.resetToken += Math.floor(Math.random() * 10).toString();
  return user;
}

// A browser session id: Web Crypto first; Math.random only where the API is missing or throws.
function newSessionId() {
  let words;
  try {
    words = new Uint16Array(4);
    crypto.getRandomValues(words);
  } catch (e) {
    words = [];
    for (let i = 0; i < 4; i++) {
      // vigil-ok: js.insecure-random
      words[i] = Math.floor(Math.random() * 0x10000);
    }
  }
  return Array.from(words, (w) => (w + 0x10000).toString(16).slice(1)).join('');
}

function newSessionIdChecked() {
  if (window.crypto && window.crypto.randomUUID) return window.crypto.randomUUID();
  else {
    // vigil-ok: js.insecure-random
    const sessionId = Math.random().toString(36).slice(2);
    return sessionId;
  }
}

// The same id drawn from Math.random alone, with Web Crypto asked for something else.
function newSessionIdWeak() {
  let words;
  try {
    words = JSON.parse(localStorage.getItem('words'));
  } catch (e) {
    words = [];
    for (let i = 0; i < 4; i++) {
      // vigil: js.insecure-random
      words[i] = Math.floor(Math.random() * 0x10000);
    }
  }
  const sessionId = words.join('');
  crypto.getRandomValues(new Uint8Array(1));
  return sessionId;
}
