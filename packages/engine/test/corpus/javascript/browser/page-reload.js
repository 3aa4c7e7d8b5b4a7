'use strict';

// A dashboard page that reloads itself after switching its layout: the flags that asked for a
// partial page are taken out of the page's own URL first.
function withoutPartialFlags(url) {
  url = url.replace('partial=1', '').replace('?&', '?').replace('&&', '&');
  return url.replace('frame=bare', '').replace('?&', '?');
}

function reloadWhole() {
  // vigil-ok: js.open-redirect
  document.location = withoutPartialFlags(document.location.href);
}

// The same page's URL with a constant text cut out, in place.
function reloadWithoutTour() {
  // vigil-ok: js.open-redirect
  window.location.href = window.location.href.replace('&tour=1', '');
}

// A replacement that starts at the host: `?` removed from `https://site.example?x.evil.example`
// joins the query to the host name.
function reloadLoose() {
  // vigil: js.open-redirect
  window.location.href = window.location.href.replace('?', '');
}

// A helper that hands back the part of the page's URL after a marker: whatever the link said.
function afterMarker(url) {
  return url.split('goto=')[1].replace('&&', '&');
}

function followMarker() {
  // vigil: js.open-redirect
  document.location = afterMarker(document.location.href);
}

module.exports = { reloadWhole, reloadWithoutTour, reloadLoose, followMarker };
