'use strict';
/**
 * untar-lite: unpacks .tar.gz archives with node-tar's parser, fstream writers and make-dir.
 * Entry names and link targets come from the archive.
 */
const fs = require('fs');
const path = require('path');
const zlib = require('zlib');
const tar = require('tar');
const fstream = require('fstream');
const makeDir = require('make-dir');
const mkdirp = require('mkdirp');

/** Vulnerable: entries are written where their names point, links where theirs do. */
function unpack(file, dest) {
  return fs
    .createReadStream(file)
    .pipe(zlib.createGunzip())
    .pipe(new tar.Parse())
    .on('entry', (entry) => {
      const out = path.join(dest, entry.path);
      if (entry.type === 'SymbolicLink') {
        // vigil: js.path-traversal
        fs.symlinkSync(entry.linkpath, out);
        return;
      }
      if (entry.type === 'Link') {
        // vigil: js.path-traversal
        fs.link(path.join(dest, entry.linkpath), out, () => {});
        return;
      }
      if (entry.type === 'Directory') {
        // vigil: js.path-traversal
        makeDir.sync(out);
        return;
      }
      // vigil: js.path-traversal
      mkdirp.sync(path.dirname(out));
      // vigil: js.path-traversal
      entry.pipe(fstream.Writer({ path: out, type: entry.type }));
    });
}

/** Patched: every target is resolved and must stay inside the destination; links are skipped. */
function unpackSafe(file, dest) {
  const root = path.resolve(dest);
  return fs
    .createReadStream(file)
    .pipe(zlib.createGunzip())
    .pipe(new tar.Parse())
    .on('entry', (entry) => {
      const out = path.resolve(root, entry.path);
      if (!out.startsWith(root + path.sep) || entry.type === 'SymbolicLink' || entry.type === 'Link') {
        entry.resume();
        return;
      }
      if (entry.type === 'Directory') {
        // vigil-ok: js.path-traversal
        makeDir.sync(out);
        return;
      }
      // vigil-ok: js.path-traversal
      mkdirp.sync(path.dirname(out));
      // vigil-ok: js.path-traversal
      entry.pipe(fstream.Writer({ path: out, type: entry.type }));
    });
}

/** Extracts into the folder the caller chose: unpacking where it is told is this package's job. */
function extractTo(file, cwd) {
  // vigil-ok: js.path-traversal
  return tar.x({ file, cwd, strip: 1 });
}

module.exports = { unpack, unpackSafe, extractTo };
