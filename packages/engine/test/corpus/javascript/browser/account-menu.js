'use strict';

import jwtDecode from 'jwt-decode';

// The account menu of the single-page app shows the signed-in user's name from the token the server
// issued and keeps in storage; every API call sends it back and the server verifies it there.
export function currentUser() {
  const token = localStorage.getItem('token');
  if (!token) return null;
  // vigil-ok: js.jwt-no-verify
  const claims = jwtDecode(token);
  return { name: claims.name, expires: claims.exp };
}

// Debug panel of the page's own requests: encodeURI turns < > and " into %3C %3E %22.
export function showRequest(el, req) {
  const line = el.id + ' => ' + encodeURI(req.url);
  // vigil-ok: js.xss
  document.getElementById('debug').innerHTML = line;
}

export function showRequestRaw(el) {
  const line = el.id + ' => ' + decodeURIComponent(window.location.hash.slice(1));
  // vigil: js.xss
  document.getElementById('debug').innerHTML = line;
}
