'use strict';
/**
 * unpack: extracts zip and tar archives into a folder. Entry names come from the archive: `../`
 * steps or an absolute name write outside the folder unless the target is checked (zip slip).
 */
const fs = require('fs');
const path = require('path');
const yauzl = require('yauzl');
const unzipper = require('unzipper');
const tarStream = require('tar-stream');
const AdmZip = require('adm-zip');
const JSZip = require('jszip');

exports.unzipTo = function unzipTo(file, dest) {
  yauzl.open(file, { lazyEntries: true }, (err, zip) => {
    zip.on('entry', (e) => {
      zip.openReadStream(e, (err2, rs) => {
        // vigil: js.path-traversal
        rs.pipe(fs.createWriteStream(path.join(dest, e.fileName)));
        rs.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
};

exports.unzipToSafe = function unzipToSafe(file, dest) {
  const root = path.resolve(dest);
  yauzl.open(file, { lazyEntries: true }, (err, zip) => {
    zip.on('entry', (e) => {
      const out = path.resolve(root, e.fileName);
      if (!out.startsWith(root + path.sep)) return zip.readEntry();
      zip.openReadStream(e, (err2, rs) => {
        // vigil-ok: js.path-traversal
        rs.pipe(fs.createWriteStream(out));
        rs.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
};

exports.streamUnzip = function streamUnzip(input, dest) {
  return input.pipe(unzipper.Parse()).on('entry', (file) => {
    // vigil: js.path-traversal
    file.pipe(fs.createWriteStream(path.join(dest, file.path)));
  });
};

exports.streamUnzipSafe = function streamUnzipSafe(input, dest) {
  return input.pipe(unzipper.Parse()).on('entry', (file) => {
    // vigil-ok: js.path-traversal
    file.pipe(fs.createWriteStream(path.join(dest, path.basename(file.path))));
  });
};

exports.untar = function untar(input, dest) {
  const ex = tarStream.extract();
  ex.on('entry', (hdr, stream, next) => {
    // vigil: js.path-traversal
    stream.pipe(fs.createWriteStream(path.join(dest, hdr.name)));
    stream.on('end', next);
  });
  input.pipe(ex);
};

exports.untarSafe = function untarSafe(input, dest) {
  const ex = tarStream.extract();
  ex.on('entry', (hdr, stream, next) => {
    const rel = path.relative(dest, path.join(dest, hdr.name));
    if (rel.startsWith('..') || path.isAbsolute(rel)) return next();
    // vigil-ok: js.path-traversal
    stream.pipe(fs.createWriteStream(path.join(dest, rel)));
    stream.on('end', next);
  });
  input.pipe(ex);
};

exports.admUnzip = function admUnzip(file, dest) {
  new AdmZip(file).getEntries().forEach((item) => {
    // vigil: js.path-traversal
    fs.writeFileSync(path.join(dest, item.entryName), item.getData());
  });
};

exports.admUnzipSafe = function admUnzipSafe(file, dest) {
  new AdmZip(file).getEntries().forEach((item) => {
    // vigil-ok: js.path-traversal
    fs.writeFileSync(path.join(dest, path.basename(item.entryName)), item.getData());
  });
};

exports.jsUnzip = async function jsUnzip(buf, dest) {
  const zip = await JSZip.loadAsync(buf);
  zip.forEach(async (relPath, f) => {
    if (f.dir) return;
    // vigil: js.path-traversal
    fs.writeFileSync(path.join(dest, relPath), await f.async('nodebuffer'));
  });
};

exports.jsUnzipSafe = async function jsUnzipSafe(buf, dest) {
  const root = path.resolve(dest);
  const zip = await JSZip.loadAsync(buf);
  zip.forEach(async (relPath, f) => {
    const out = path.resolve(root, relPath);
    if (f.dir || path.relative(root, out).startsWith('..')) return;
    // vigil-ok: js.path-traversal
    fs.writeFileSync(out, await f.async('nodebuffer'));
  });
};
