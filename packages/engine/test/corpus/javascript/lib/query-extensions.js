'use strict';
// Query extensions declared by the modules of a CMS: each module may add builders and methods to
// the queries of a content type, or wrap the ones already there.

// Only functions are installed: a method that already exists is wrapped so that the extension
// can call the original. Parsed input (JSON, a query string) holds no functions, so every entry
// written here is the program's own code, whatever its name.
function installMethods(methods, extensions) {
  for (const [name, fn] of Object.entries(extensions)) {
    if (typeof fn !== 'function') {
      throw new Error(`extension ${name} is not a function`);
    }
    const original = methods[name];
    // vigil-ok: js.prototype-pollution
    methods[name] = typeof original === 'function' ? (...args) => fn(original, ...args) : fn;
  }
  return methods;
}

// The same walk inside a check that holds only for functions.
function installBuilders(builders, extensions) {
  for (const name in extensions) {
    if (typeof extensions[name] === 'function' && name !== 'toString') {
      // vigil-ok: js.prototype-pollution
      builders[name] = extensions[name];
    }
  }
  return builders;
}

// Nested groups are merged too, and any other value is copied as it is: an object parsed from
// `{"__proto__": {"admin": true}}` walks into Object.prototype and sets `admin` there.
function extendGroups(target, extensions) {
  for (const [name, value] of Object.entries(extensions)) {
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // (the fill of the step the recursion goes down is not reported beside the write)
      // vigil-ok: js.prototype-pollution
      target[name] = target[name] || {};
      extendGroups(target[name], value);
      continue;
    }
    if (typeof value !== 'function' || typeof target[name] !== 'function') {
      // vigil: js.prototype-pollution
      target[name] = value;
      continue;
    }
    const previous = target[name];
    // vigil-ok: js.prototype-pollution
    target[name] = (...args) => value(previous, ...args);
  }
  return target;
}

module.exports = { installMethods, installBuilders, extendGroups };
