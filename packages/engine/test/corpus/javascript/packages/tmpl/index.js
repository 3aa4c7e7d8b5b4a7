'use strict';
/**
 * tmpl: `{{ name }}` templates compiled to functions.
 */

/** Vulnerable: expressions inside the braces become code. */
exports.compile = function compile(source) {
  // `\s*` and `[^}]+?` overlap: a long `{{` with blanks and no `}}` backtracks quadratically
  // vigil: js.redos
  const body = 'return `' + source.replace(/\{\{\s*([^}]+?)\s*\}\}/g, '${data.$1}') + '`;';
  // vigil: js.code-injection
  return new Function('data', body);
};

/** Patched: only plain property names are looked up; no code is generated. */
exports.compileSafe = function compileSafe(source) {
  return (data) => source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key) => String(key.split('.').reduce((o, k) => (o == null ? o : o[k]), data) ?? ''));
};

/** Renders into a DOM element (vulnerable: the caller's HTML is inserted as is). */
exports.mount = function mount(el, html) {
  // vigil: js.xss
  el.innerHTML = html;
};

/** Patched mount: text, not HTML. */
exports.mountText = function mountText(el, text) {
  // vigil-ok: js.xss
  el.textContent = text;
};
