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

module.exports = { leave, follow, report };
