'use strict';

// Reloads after the server says the session expired: a flag is appended to the page's own URL.
// A target taken from the query string is another matter.
function onExpired(separator) {
  if (window.location.href.indexOf('?') === -1) {
    // vigil-ok: js.open-redirect
    window.location.href += '?session_expired=1';
  } else {
    // vigil-ok: js.open-redirect
    window.location.href += separator + 'session_expired=1';
  }
  window.location.reload();
}

function onExpiredGoBack() {
  const params = new URLSearchParams(location.search);
  // vigil: js.open-redirect
  window.location.href = params.get('back') + '?session_expired=1';
}

function keepTab() {
  // the hash only moves within the page
  // vigil-ok: js.open-redirect
  location.href += location.hash ? '' : '#' + decodeURIComponent(location.search.slice(1));
}

module.exports = { onExpired, onExpiredGoBack, keepTab };

// The page's own URL read into a variable, then a flag appended: still the same page.
function onCsrfTimeout() {
  let href = document.location.href;
  href = href + (href.indexOf('?') > 0 ? '&' : '?') + 'csrf_timeout=true';
  // vigil-ok: js.open-redirect
  document.location = href;
}

// A part cut out of the page's URL is whatever the link said.
function onTimeoutNext() {
  const href = document.location.href;
  const next = href.split('next=')[1];
  // vigil: js.open-redirect
  document.location = next + '?csrf_timeout=true';
}

module.exports.onCsrfTimeout = onCsrfTimeout;
module.exports.onTimeoutNext = onTimeoutNext;
