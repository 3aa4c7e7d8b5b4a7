'use strict';

// Suggestions the server returned, indexed by their first letter for the search box: the first
// key is one character, which is never `__proto__`.
function indexSuggestions(list, cache) {
  for (const key in list) {
    const word = list[key];
    const lower = word.toLowerCase();
    const letter = lower[0];
    if (!cache[letter]) cache[letter] = {};
    // vigil-ok: js.prototype-pollution
    cache[letter][lower] = word;
  }
  return cache;
}

// Indexed by the word's first part instead: a part may be `__proto__`, and the write then
// lands on Object.prototype.
function indexByPrefix(list, cache) {
  for (const key in list) {
    const word = list[key];
    const lower = word.toLowerCase();
    const prefix = lower.slice(0, lower.indexOf(':'));
    if (!cache[prefix]) cache[prefix] = {};
    // vigil: js.prototype-pollution
    cache[prefix][lower] = word;
  }
  return cache;
}

window.searchIndex = { indexSuggestions, indexByPrefix };
