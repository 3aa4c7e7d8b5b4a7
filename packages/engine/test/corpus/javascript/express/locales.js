// Locale scripts sent from a folder of the application. fs.accessSync returns undefined or throws,
// so a flag assigned its result is never true: the branch sending the request's path never runs.
const fs = require('fs');
const path = require('path');
const express = require('express');

const LOCALES = path.join(__dirname, 'public', 'locales');
const router = express.Router();

router.get('/locales/*', (req, res) => {
  const localPath = path.join(LOCALES, req.path);
  let readable;
  try {
    readable = fs.accessSync(LOCALES, fs.constants.R_OK);
  } catch (err) {
    readable = false;
  }
  if (readable) {
    // vigil-ok: js.path-traversal
    return res.sendFile(localPath);
  }
  return res.sendFile(path.join(LOCALES, 'en.js'));
});

router.get('/locales-checked/*', (req, res) => {
  const localPath = path.join(LOCALES, req.path);
  let readable = true;
  try {
    fs.accessSync(LOCALES, fs.constants.R_OK);
  } catch (err) {
    readable = false;
  }
  if (readable) {
    // vigil: js.path-traversal
    return res.sendFile(localPath);
  }
  return res.sendFile(path.join(LOCALES, 'en.js'));
});

module.exports = router;
