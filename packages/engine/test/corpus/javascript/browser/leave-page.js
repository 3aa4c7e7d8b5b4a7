'use strict';

// Editor toolbar: leaving the page, reloading it, following a link given in the URL.
function leave(saved) {
  if (!saved) {
    // back to the page the user came from: where they were already
    // vigil-ok: js.open-redirect
    document.location = document.referrer;
  } else {
    // the page's own whole URL: a reload
    // vigil-ok: js.open-redirect
    document.location = document.location.href;
  }
}

function follow() {
  // the target is whatever the link's hash says
  // vigil: js.open-redirect
  document.location = decodeURIComponent(location.hash.slice(1));
}

function report() {
  // the referrer is still input for markup
  // vigil: js.xss
  document.getElementById('from').innerHTML = 'You came from ' + document.referrer;
}

function loadFragment() {
  // the browser fetches it with the page's own rights: no server makes this request
  // vigil-ok: js.ssrf
  return fetch(location.hash.slice(1)).then((r) => r.text());
}

function showFragment(el) {
  // what the hash names is still markup when written as HTML
  // vigil: js.xss
  el.innerHTML = decodeURIComponent(location.hash.slice(1));
}

module.exports = { leave, follow, report, loadFragment, showFragment };
