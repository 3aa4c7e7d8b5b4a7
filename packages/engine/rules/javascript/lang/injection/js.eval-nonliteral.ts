import * as vm from 'vm';

export function runFormula(formula: string, ctx: vm.Context, field: string, done: () => void): unknown[] {
  // vigil-todo: js.eval-nonliteral
  const a = eval(formula);
  // vigil: js.eval-nonliteral
  const f = new Function('row', formula);
  // vigil: js.eval-nonliteral
  setTimeout('recalc("' + field + '")', 50);
  // vigil: js.eval-nonliteral
  const b = vm.runInContext(formula, ctx);
  // vigil: js.eval-nonliteral
  const s = new vm.Script(`total = ${formula}`);
  // vigil-ok: js.eval-nonliteral
  const c = eval('1 + 1');
  // vigil-ok: js.eval-nonliteral
  const g = new Function('row', 'return row.total * 2');
  // vigil-ok: js.eval-nonliteral
  setTimeout(() => f(formula), 50);
  // vigil-ok: js.eval-nonliteral
  setTimeout(done, 50);
  // vigil-ok: js.eval-nonliteral
  const d = vm.runInContext('total = 0', ctx);
  return [a, b, c, d, g, s];
}

const handlers: Record<string, (x: number) => number> = { double: (x) => x * 2 };

export function dispatch(name: string, value: number): number {
  // vigil-ok: js.eval-nonliteral
  return handlers[name]?.(value) ?? value;
}
