'use strict';
/**
 * expr-eval: filters, computed columns and loose JSON for a table widget. The expressions and
 * text are the caller's input.
 */
const vm = require('vm');

/** Vulnerable: a filter expression compiled to a function. */
exports.filter = function filter(rows, expr) {
  // vigil: js.code-injection
  const pred = new Function('row', 'with (row) { return (' + expr + '); }');
  return rows.filter(pred);
};

/** Patched: only `field op value` with a fixed set of operators. */
exports.filterSafe = function filterSafe(rows, expr) {
  const m = /^(\w+)\s*(==|!=|<|>)\s*(\w+)$/.exec(expr);
  if (!m) throw new Error('bad filter');
  const [, field, op, value] = m;
  const ops = { '==': (a, b) => a == b, '!=': (a, b) => a != b, '<': (a, b) => a < b, '>': (a, b) => a > b };
  // vigil-ok: js.code-injection
  return rows.filter((row) => ops[op](row[field], value));
};

/** Vulnerable: a computed column run in a vm context (not a security boundary). */
exports.compute = function compute(row, formula) {
  const ctx = vm.createContext({ ...row });
  // vigil: js.code-injection
  return vm.runInContext(formula, ctx, { timeout: 50 });
};

/** Patched: the formula names a column, looked up without running code. */
exports.computeSafe = function computeSafe(row, formula) {
  if (!Object.prototype.hasOwnProperty.call(row, formula)) return undefined;
  // vigil-ok: js.code-injection
  return vm.runInContext('value', vm.createContext({ value: row[formula] }));
};

/** Vulnerable: loose JSON read with eval. */
exports.parseLoose = function parseLoose(text) {
  // vigil: js.code-injection
  return eval('(' + text + ')');
};

/** Patched: JSON.parse. */
exports.parseLooseSafe = function parseLooseSafe(text) {
  // vigil-ok: js.code-injection
  return JSON.parse(text);
};

/** Vulnerable: a script object compiled from the caller's source. */
exports.template = function template(src) {
  // vigil: js.code-injection
  const script = new vm.Script('`' + src + '`');
  return (data) => script.runInNewContext(data);
};

/** Patched: placeholders replaced, no code compiled. */
exports.templateSafe = function templateSafe(src) {
  // vigil-ok: js.code-injection
  return (data) => src.replace(/\$\{(\w+)\}/g, (_, k) => String(data[k] ?? ''));
};

/** Vulnerable: Function without new, the body built from a key name. */
exports.getter = function getter(key) {
  // vigil: js.code-injection
  return Function('o', 'return o.' + key);
};

/** Patched: the key must be an identifier. */
exports.getterSafe = function getterSafe(key) {
  if (!/^[A-Za-z_$][\w$]*$/.test(key)) throw new TypeError('key');
  // vigil-ok: js.code-injection
  return Function('o', 'return o.' + key);
};
