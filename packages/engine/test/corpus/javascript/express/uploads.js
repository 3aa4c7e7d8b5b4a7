'use strict';

const express = require('express');
const fs = require('fs');
const path = require('path');
const multer = require('multer');

const upload = multer({ dest: '/var/lib/shop/tmp' });
const UPLOADS = '/var/lib/shop/uploads';
const router = express.Router();

router.post('/avatar', upload.single('avatar'), (req, res) => {
  const file = req.file;
  // vigil-ok: js.path-traversal
  const data = fs.readFileSync(file.path);
  // vigil: js.path-traversal
  fs.writeFileSync(path.join(UPLOADS, file.originalname), data);
  // vigil-ok: js.path-traversal
  fs.unlink(req.file.path, () => res.sendStatus(204));
});

router.post('/gallery', upload.array('images'), (req, res) => {
  for (const image of req.files) {
    // vigil-ok: js.path-traversal
    fs.renameSync(image.path, path.join(UPLOADS, path.basename(image.filename)));
    // vigil: js.path-traversal
    fs.copyFileSync(image.path, path.join(UPLOADS, image.originalname));
  }
  res.sendStatus(201);
});

// helpers given the upload object: its temporary path is the server's, its original name the client's
function keepUpload(file, folder) {
  // vigil-ok: js.path-traversal
  const data = fs.readFileSync(file.path);
  // vigil-ok: js.path-traversal
  fs.writeFileSync(path.join(UPLOADS, folder, path.basename(file.originalname)), data);
  // vigil-ok: js.path-traversal
  fs.unlinkSync(file.path);
}

function keepUploadAs(file) {
  // vigil: js.path-traversal
  fs.writeFileSync(path.join(UPLOADS, file.originalname), 'x');
}

router.post('/documents', upload.single('doc'), (req, res) => {
  keepUpload(req.file, 'documents');
  keepUploadAs(req.file);
  res.sendStatus(201);
});

module.exports = router;
