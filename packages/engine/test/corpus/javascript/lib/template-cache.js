'use strict';

// A cache of answers by page and kind: the kind is one of two constants, whatever the words
// inside them.
const cache = {};

function cachedLookup(page, withData, fetchPage) {
  const kind = withData ? 'templatedata' : 'query';
  if (!cache[page]) cache[page] = {};
  if (!cache[page][kind]) {
    // vigil-ok: js.prototype-pollution
    cache[page][kind] = fetchPage(page, kind);
  }
  return cache[page][kind];
}

// The same cache keyed by a kind the caller passes: `__proto__` as the page and any name as the
// kind write to Object.prototype.
function cachedLookupAs(page, kind, fetchPage) {
  if (!cache[page]) cache[page] = {};
  // vigil: js.prototype-pollution
  cache[page][kind] = fetchPage(page, kind);
  return cache[page][kind];
}

module.exports = { cachedLookup, cachedLookupAs };
