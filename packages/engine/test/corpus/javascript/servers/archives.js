'use strict';
// Archive extraction (zip slip): entry names come from the uploaded archive.
const fs = require('fs');
const path = require('path');
const yauzl = require('yauzl');
const AdmZip = require('adm-zip');
const unzipper = require('unzipper');
const tar = require('tar-stream');

function extractZip(file, dest) {
  yauzl.open(file, { lazyEntries: false }, (err, zip) => {
    if (err) throw err;
    zip.on('entry', (entry) => {
      const target = path.join(dest, entry.fileName);
      zip.openReadStream(entry, (e, stream) => {
        // vigil: js.path-traversal
        stream.pipe(fs.createWriteStream(target));
      });
    });
  });
}

// patched: the resolved path must stay inside the destination
function extractZipSafe(file, dest) {
  const root = path.resolve(dest);
  yauzl.open(file, { lazyEntries: false }, (err, zip) => {
    if (err) throw err;
    zip.on('entry', (entry) => {
      const target = path.resolve(root, entry.fileName);
      if (!target.startsWith(root + path.sep)) return;
      zip.openReadStream(entry, (e, stream) => {
        // vigil-ok: js.path-traversal
        stream.pipe(fs.createWriteStream(target));
      });
    });
  });
}

function extractAdm(file, dest) {
  const zip = new AdmZip(file);
  zip.getEntries().forEach((zipEntry) => {
    // vigil: js.path-traversal
    fs.writeFileSync(path.join(dest, zipEntry.entryName), zipEntry.getData());
  });
}

function extractAdmSafe(file, dest) {
  const zip = new AdmZip(file);
  zip.getEntries().forEach((zipEntry) => {
    // vigil-ok: js.path-traversal
    fs.writeFileSync(path.join(dest, path.basename(zipEntry.entryName)), zipEntry.getData());
  });
}

function extractUnzipper(stream, dest) {
  stream.pipe(unzipper.Parse()).on('entry', (entry) => {
    const out = path.join(dest, entry.path);
    // vigil: js.path-traversal
    fs.mkdirSync(path.dirname(out), { recursive: true });
    // vigil: js.path-traversal
    entry.pipe(fs.createWriteStream(out));
  });
}

function extractTar(stream, dest) {
  const ex = tar.extract();
  ex.on('entry', (header, body, next) => {
    const out = path.join(dest, header.name);
    if (header.type === 'link') {
      // vigil: js.path-traversal
      fs.linkSync(path.join(dest, header.linkname), out);
      return next();
    }
    // vigil: js.path-traversal
    body.pipe(fs.createWriteStream(out)).on('finish', next);
  });
  stream.pipe(ex);
}

// patched tar: entries climbing out of the destination are skipped
function extractTarSafe(stream, dest) {
  const ex = tar.extract();
  ex.on('entry', (header, body, next) => {
    const out = path.resolve(dest, header.name);
    if (out.indexOf(path.resolve(dest) + path.sep) !== 0) {
      body.resume();
      return next();
    }
    // vigil-ok: js.path-traversal
    body.pipe(fs.createWriteStream(out)).on('finish', next);
  });
  stream.pipe(ex);
}

// patched adm-zip: containment checked with path.relative in a helper
function insideDest(dest, name) {
  const target = path.resolve(dest, name);
  const rel = path.relative(dest, target);
  if (rel.startsWith('..') || path.isAbsolute(rel)) throw new Error('entry escapes the destination: ' + name);
  return target;
}

function extractAdmChecked(file, dest) {
  const zip = new AdmZip(file);
  for (const zipEntry of zip.getEntries()) {
    // vigil-ok: js.path-traversal
    fs.writeFileSync(insideDest(dest, zipEntry.entryName), zipEntry.getData());
  }
}

module.exports = { extractAdmChecked, extractZip, extractZipSafe, extractAdm, extractAdmSafe, extractUnzipper, extractTar, extractTarSafe };
