const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');
const express = require('express');
const app = express();
const ROOT = '/srv/files';

app.get('/download', (req, res) => {
  const name = req.query.file;
  // vigil: js.path-traversal
  const data = fs.readFileSync(path.join(ROOT, name));
  // vigil-ok: js.path-traversal
  const safe = fs.readFileSync(path.join(ROOT, path.basename(name)));
  // vigil: js.path-traversal
  fs.createReadStream('/var/uploads/' + req.params.id).pipe(res);
  res.end(data.length + safe.length);
});

app.post('/save', async (req, res) => {
  const target = path.resolve(ROOT, req.body.path);
  if (!target.startsWith(ROOT + path.sep)) {
    return res.status(400).end();
  }
  // vigil-ok: js.path-traversal
  await fsp.writeFile(target, req.body.content);
  // vigil: js.path-traversal
  await fsp.writeFile(path.join(ROOT, req.body.other), 'x');
  // vigil: js.path-traversal
  res.sendFile(req.query.page, { root: '/' });
  const pages = new Set(['about.html', 'help.html']);
  const page = req.query.page;
  if (pages.has(page)) {
    // vigil-ok: js.path-traversal
    res.sendFile(path.join(ROOT, page));
  }
});
