const express = require('express');
const app = express();

app.get('/login/done', (req, res) => {
  const next = req.query.next;
  if (req.query.mode === 'x') {
    // vigil: js.open-redirect
    return res.redirect(next);
  }
  // vigil-ok: js.open-redirect
  res.redirect('/dashboard');
});

app.get('/go', (req, res) => {
  const target = req.query.url;
  const allowed = ['/home', '/account'];
  if (allowed.includes(target)) {
    // vigil-ok: js.open-redirect
    return res.redirect(target);
  }
  // vigil: js.open-redirect
  res.redirect(302, 'https://example.com/' + '?back=' + target && target);
});

export async function GET(request) {
  const back = request.nextUrl.searchParams.get('back');
  // vigil: js.open-redirect
  return NextResponse.redirect(new URL(back));
}

function jump() {
  const to = new URLSearchParams(location.search).get('to');
  // vigil: js.open-redirect
  window.location.href = to;
}

function follow() {
  const back = new URLSearchParams(location.search).get('back');
  // vigil: js.open-redirect
  window.location.assign(back);
  // vigil-ok: js.open-redirect
  window.location.assign('/posts/' + back);
}
