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
