const vm = require('vm');
const express = require('express');
const app = express();

app.post('/calc', (req, res) => {
  const expr = req.body.expression;
  // vigil: js.code-injection
  const result = eval(expr);
  // vigil-ok: js.code-injection
  const n = eval(String(parseInt(expr, 10)));
  // vigil: js.code-injection
  const fn = new Function('a', 'return ' + req.body.formula);
  // vigil: js.code-injection
  vm.runInNewContext(req.query.script, { x: 1 });
  // vigil-ok: js.code-injection
  vm.runInNewContext('x + 1', { x: req.query.script });
  // vigil-ok: js.code-injection
  setTimeout(() => res.json({ result, n, fn }), 10);
  // vigil: js.code-injection
  setTimeout('update(' + req.query.id + ')', 10);
});

app.get('/plugin', (req, res) => {
  // vigil: js.code-injection
  const plugin = require('report-plugin-' + req.query.name);
  // vigil-ok: js.code-injection
  const fixed = require('report-plugin-default');
  res.json({ plugin, fixed });
});
