'use strict';

// The page loads its panels with XHRs; when the server answers with an X-Redirect header the page
// follows it, filling in `__SELF__` with the URL the script itself asked for.
function followRedirect(req) {
  let redirect = req.getResponseHeader('X-Redirect');
  if (!redirect) return false;
  redirect = decodeURIComponent(redirect);
  redirect = redirect.replace(/__SELF__/, req.url);
  // vigil-ok: js.open-redirect
  window.location.replace(redirect);
  return true;
}

// A target named in the page's own address is another matter.
function followNext() {
  const next = new URLSearchParams(window.location.search).get('next');
  // vigil: js.open-redirect
  window.location.replace(next);
}

module.exports = { followRedirect, followNext };
