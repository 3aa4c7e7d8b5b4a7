'use strict';
const express = require('express');
const execa = require('execa');
const { execaCommand } = require('execa');

const router = express.Router();
const FORMATS = new Set(['png', 'jpg', 'webp']);

router.post('/media/convert', async (req, res) => {
  // vigil: js.command-injection
  await execaCommand(`convert uploads/${req.body.name} -resize 50% out/${req.body.name}`);
  // vigil-ok: js.command-injection
  await execa('convert', [`uploads/${req.body.name}`, '-resize', '50%', `out/${req.body.name}`]);
  res.sendStatus(202);
});

router.post('/media/transcode', async (req, res) => {
  // vigil: js.command-injection
  await execa(req.body.encoder, ['-i', 'in.mov', 'out.mp4']);
  const format = FORMATS.has(req.body.format) ? req.body.format : 'png';
  // vigil-ok: js.command-injection
  await execa('ffmpeg', ['-i', 'in.mov', `out.${format}`]);
  res.sendStatus(202);
});

router.post('/media/archive', async (req, res) => {
  // vigil: js.command-injection
  await execa('tar', ['czf', 'media.tgz', req.body.folder], { shell: true });
  // vigil-ok: js.command-injection
  await execa('tar', ['czf', 'media.tgz', req.body.folder]);
  res.sendStatus(202);
});

module.exports = router;
