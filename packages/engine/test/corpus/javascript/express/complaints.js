// Complaint uploads: customers attach a zip archive of photos, the server unpacks it.
'use strict';
const fs = require('fs');
const path = require('path');
const unzipper = require('unzipper');

const COMPLAINTS = path.resolve('uploads/complaints');

module.exports.uploadArchive = function uploadArchive () {
  return (req, res, next) => {
    // vigil-ok: js.path-traversal
    fs.createReadStream(req.file.path)
      .pipe(unzipper.Parse())
      .on('entry', (entry) => {
        const target = path.join(COMPLAINTS, entry.path);
        if (!target.startsWith(COMPLAINTS + path.sep)) {
          entry.autodrain();
          return;
        }
        // vigil-ok: js.path-traversal
        entry.pipe(fs.createWriteStream(target));
      })
      .on('finish', () => res.status(204).end())
      .on('error', next);
  };
};

module.exports.uploadArchiveLegacy = function uploadArchiveLegacy () {
  return (req, res) => {
    fs.createReadStream(req.file.path)
      .pipe(unzipper.Parse())
      .on('entry', (entry) => {
        // vigil: js.path-traversal
        entry.pipe(fs.createWriteStream('uploads/complaints/' + entry.path));
      });
    res.status(202).end();
  };
};

module.exports.complaintPage = function complaintPage () {
  return (req, res) => {
    // vigil: js.path-traversal
    res.render(req.query.layout || 'complaint', { id: req.params.id });
    // vigil-ok: js.path-traversal
    res.render(req.query.compact ? 'complaint-compact' : 'complaint', { id: req.params.id });
  };
};
