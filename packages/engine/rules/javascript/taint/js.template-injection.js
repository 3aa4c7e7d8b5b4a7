const express = require('express');
const ejs = require('ejs');
const Handlebars = require('handlebars');
const app = express();

app.post('/preview', (req, res) => {
  // vigil: js.template-injection
  const html = ejs.render(req.body.template, { user: req.user });
  // vigil-ok: js.template-injection
  const safe = ejs.render('<p><%= name %></p>', { name: req.body.name });
  // vigil: js.template-injection
  const subject = Handlebars.compile(req.query.subject)({});
  res.type('text/plain').send(html + safe + subject);
});
