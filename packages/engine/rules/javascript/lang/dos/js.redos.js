// vigil: js.redos
const EMAIL = /^([a-zA-Z0-9]+\.?)+@example\.com$/;

function validName(s) {
  // vigil: js.redos
  return /^(\w+\s?)*$/.test(s);
}

// vigil: js.redos
const re = new RegExp('^(a|b+)+c$');

// vigil-ok: js.redos
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// vigil-ok: js.redos
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// vigil-ok: js.redos
const plus = new RegExp('^\\+?(\\d)+$');

function filterRows(req, rows) {
  // vigil: js.redos
  const userRe = new RegExp(req.query.filter, 'i');
  // vigil-ok: js.redos
  const escaped = new RegExp(req.query.filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return rows.filter((r) => userRe.test(r.name) || escaped.test(r.name));
}
