const express = require('express');
const session = require('express-session');
const app = express();

app.use(session({
  secret: process.env.SESSION_SECRET,
  // vigil: js.cookie-insecure
  cookie: { secure: false, maxAge: 3600000 },
}));

app.post('/login', (req, res) => {
  // vigil: js.cookie-insecure
  res.cookie('sid', req.sessionID);
  // vigil: js.cookie-insecure
  res.cookie('auth', makeToken(), { httpOnly: false, secure: true });
  // a flag written in the code holds nothing to steal
  // vigil-ok: js.cookie-insecure
  res.cookie('remember', '1', { maxAge: 86400000 });
  // vigil: js.cookie-insecure
  res.cookie('remember', rememberToken(req.user), { maxAge: 86400000 });
  // vigil-ok: js.cookie-insecure
  res.cookie('sid2', req.sessionID, { secure: true, httpOnly: true, sameSite: 'lax' });
  // a preference cookie holds nothing to steal, wherever its value comes from
  // vigil-ok: js.cookie-insecure
  res.cookie('pref', req.query.p, { httpOnly: true, maxAge: 86400000 });
  // vigil-ok: js.cookie-insecure
  res.cookie('lang', 'en', { secure: true });
  // the language chosen holds nothing to steal, whichever flags it has
  // vigil-ok: js.cookie-insecure
  res.cookie('lang', req.body.lang, { secure: true });
  // vigil-ok: js.cookie-insecure
  res.cookie('XSRF-TOKEN', req.csrfToken(), { secure: true, sameSite: 'strict' });
  // vigil-ok: js.cookie-insecure
  res.cookie('sid3', req.sessionID, { ...secureCookieDefaults, maxAge: 3600000 });
  res.end();
});

app.use(session({
  secret: process.env.SESSION_SECRET,
  // vigil-ok: js.cookie-insecure
  cookie: { secure: true, httpOnly: true, sameSite: 'strict' },
}));

// vigil: js.cookie-insecure
app.use(session({ secret: process.env.SESSION_SECRET, resave: false, saveUninitialized: false }));

app.use(session({
  secret: process.env.SESSION_SECRET,
  // vigil: js.cookie-insecure
  cookie: { httpOnly: true, maxAge: 3600000 },
}));

app.use(session({
  secret: process.env.SESSION_SECRET,
  // vigil-ok: js.cookie-insecure
  cookie: { secure: process.env.NODE_ENV !== 'development', httpOnly: true },
}));

// vigil-ok: js.cookie-insecure
app.use(session({ ...sessionDefaults, secret: process.env.SESSION_SECRET }));
