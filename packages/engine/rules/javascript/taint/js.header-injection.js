const express = require('express');
const app = express();

app.get('/dl', (req, res) => {
  // vigil: js.header-injection
  res.setHeader('Content-Disposition', 'attachment; filename=' + req.query.name);
  // vigil-ok: js.header-injection
  res.setHeader('Content-Disposition', 'attachment; filename=' + encodeURIComponent(req.query.name));
  res.end();
});
