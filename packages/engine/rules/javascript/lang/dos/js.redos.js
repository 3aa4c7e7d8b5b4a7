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
  // vigil: js.regex-injection
  const userRe = new RegExp(req.query.filter, 'i');
  // vigil-ok: js.regex-injection
  const escaped = new RegExp(req.query.filter.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  return rows.filter((r) => userRe.test(r.name) || escaped.test(r.name));
}

// vigil: js.redos
const REPEAT = /^(a|a)*$/;
// vigil: js.redos
const ANY = /<!--(.|\s)*-->/;
// vigil-ok: js.redos
const TAGS = /^[\w-]+(?:,[\w-]+)*$/;

// polynomial patterns count only when applied to input
// vigil-ok: js.redos
const TRAILING = /\s*\s*$/;

function handler(req, res) {
  // vigil: js.redos
  const TRIM = /^\s+|\s+$/g;
  const name = req.query.name.replace(TRIM, '');
  // vigil: js.redos
  const ok = /^.*.*=x$/.test(req.query.pair);
  // vigil-ok: js.redos
  const fine = /^[a-z]+=x$/.test(req.query.pair);
  res.json({ name, ok, fine, t: TRAILING.source });
}
