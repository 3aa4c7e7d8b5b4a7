'use strict';
const express = require('express');
const fs = require('fs');
const fsp = require('fs/promises');
const path = require('path');
const { exec, execFile, spawn } = require('child_process');

const router = express.Router();
const UPLOAD_DIR = path.resolve(__dirname, '..', 'uploads');

router.get('/download', (req, res) => {
  const file = path.join(UPLOAD_DIR, req.query.name);
  // vigil: js.path-traversal
  fs.createReadStream(file).pipe(res);
});

router.get('/download/v2', (req, res) => {
  const name = path.basename(req.query.name);
  // vigil-ok: js.path-traversal
  fs.createReadStream(path.join(UPLOAD_DIR, name)).pipe(res);
});

router.get('/attachments/:id', async (req, res, next) => {
  try {
    const target = path.resolve(UPLOAD_DIR, req.params.id);
    if (!target.startsWith(UPLOAD_DIR + path.sep)) {
      return res.status(400).send('bad path');
    }
    // vigil-ok: js.path-traversal
    const data = await fsp.readFile(target);
    res.type('application/octet-stream').send(data);
  } catch (err) {
    next(err);
  }
});

router.post('/notes', async (req, res) => {
  const { title, body } = req.body;
  // vigil: js.path-traversal
  await fsp.writeFile(`${UPLOAD_DIR}/notes/${title}.md`, body);
  res.status(201).json({ ok: true });
});

router.post('/convert', (req, res) => {
  const input = req.body.filename;
  // vigil: js.command-injection
  exec(`convert ${UPLOAD_DIR}/${input} -resize 200x200 /tmp/thumb.png`, (err) => {
    if (err) return res.status(500).send('conversion failed');
    res.sendFile('/tmp/thumb.png');
  });
});

router.post('/convert/v2', (req, res) => {
  const input = path.basename(req.body.filename);
  // vigil-ok: js.command-injection
  execFile('convert', [path.join(UPLOAD_DIR, input), '-resize', '200x200', '/tmp/thumb.png'], (err) => {
    if (err) return res.status(500).send('conversion failed');
    res.sendFile('/tmp/thumb.png');
  });
});

router.get('/ping', (req, res) => {
  const host = req.query.host;
  // vigil: js.command-injection
  const child = spawn('sh', ['-c', 'ping -c 1 ' + host]);
  child.stdout.pipe(res);
});

router.get('/disk-usage', (req, res) => {
  const volume = '/var/lib/app';
  // vigil-ok: js.command-injection
  exec('du -sh ' + volume, (err, stdout) => res.type('text/plain').send(err ? 'n/a' : stdout));
});

module.exports = router;
