'use strict';
/**
 * arc-extract: unpacks tar and zip archives into a folder. Entry names and link targets come from
 * the archive and may hold `../` steps or absolute paths.
 */
const fs = require('fs');
const path = require('path');
const tar = require('tar');
const unzipper = require('unzipper');
const AdmZip = require('adm-zip');
const JSZip = require('jszip');
const fstream = require('fstream');
const makeDir = require('make-dir');
const mkdirp = require('mkdirp');

function inside(root, p) {
  const full = path.resolve(root, p);
  return full.startsWith(path.resolve(root) + path.sep) ? full : null;
}

/** Vulnerable: JSZip entries listed with Object.keys and written as named. */
exports.jszipOut = async function jszipOut(buf, dest) {
  const zip = await JSZip.loadAsync(buf);
  for (const name of Object.keys(zip.files)) {
    const data = await zip.files[name].async('nodebuffer');
    // vigil: js.path-traversal
    fs.writeFileSync(path.join(dest, name), data);
  }
};

/** Patched: each name resolved and kept below the folder. */
exports.jszipOutSafe = async function jszipOutSafe(buf, dest) {
  const zip = await JSZip.loadAsync(buf);
  for (const name of Object.keys(zip.files)) {
    const out = inside(dest, name);
    if (!out) continue;
    const data = await zip.files[name].async('nodebuffer');
    // vigil-ok: js.path-traversal
    fs.writeFileSync(out, data);
  }
};

/** Vulnerable: adm-zip entries in a for…of loop. */
exports.admOut = function admOut(file, dest) {
  const zip = new AdmZip(file);
  for (const entry of zip.getEntries()) {
    if (entry.isDirectory) continue;
    // vigil: js.path-traversal
    fs.writeFileSync(path.join(dest, entry.entryName), entry.getData());
  }
};

/** Patched: the entry name checked against the folder. */
exports.admOutSafe = function admOutSafe(file, dest) {
  const zip = new AdmZip(file);
  for (const entry of zip.getEntries()) {
    const out = path.resolve(dest, entry.entryName);
    if (!out.startsWith(path.resolve(dest) + path.sep)) continue;
    // vigil-ok: js.path-traversal
    fs.writeFileSync(out, entry.getData());
  }
};

/** Vulnerable: unzipper's central directory listing. */
exports.unzipOut = async function unzipOut(file, dest) {
  const dir = await unzipper.Open.file(file);
  for (const f of dir.files) {
    // vigil: js.path-traversal
    f.stream().pipe(fs.createWriteStream(path.join(dest, f.path)));
  }
};

/** Patched: only the base name of each entry. */
exports.unzipOutSafe = async function unzipOutSafe(file, dest) {
  const dir = await unzipper.Open.file(file);
  for (const f of dir.files) {
    // vigil-ok: js.path-traversal
    f.stream().pipe(fs.createWriteStream(path.join(dest, path.basename(f.path))));
  }
};

/** Vulnerable: a tar parser's entries piped into fstream writers; folders made with make-dir. */
exports.tarOut = function tarOut(input, dest) {
  input.pipe(new tar.Parse()).on('entry', (entry) => {
    if (entry.type === 'Directory') {
      // vigil: js.path-traversal
      makeDir.sync(path.join(dest, entry.path));
      return entry.resume();
    }
    // vigil: js.path-traversal
    entry.pipe(fstream.Writer({ path: path.join(dest, entry.path) }));
  });
};

/** Patched: each entry's target checked before anything is made. */
exports.tarOutSafe = function tarOutSafe(input, dest) {
  input.pipe(new tar.Parse()).on('entry', (entry) => {
    const out = inside(dest, entry.path);
    if (!out) return entry.resume();
    if (entry.type === 'Directory') {
      // vigil-ok: js.path-traversal
      makeDir.sync(out);
      return entry.resume();
    }
    // vigil-ok: js.path-traversal
    entry.pipe(fstream.Writer({ path: out }));
  });
};

/** Vulnerable: symbolic links are made to whatever the archive names. */
exports.tarLinks = function tarLinks(input, dest) {
  input.pipe(new tar.Parse()).on('entry', (entry) => {
    if (entry.type !== 'SymbolicLink') return entry.resume();
    // vigil: js.path-traversal
    mkdirp.sync(path.dirname(path.join(dest, entry.path)));
    // vigil: js.path-traversal
    fs.symlinkSync(entry.linkpath, path.join(dest, entry.path));
  });
};

/** Patched: link and target both checked against the folder. */
exports.tarLinksSafe = function tarLinksSafe(input, dest) {
  input.pipe(new tar.Parse()).on('entry', (entry) => {
    const at = inside(dest, entry.path);
    const to = at && inside(path.dirname(at), entry.linkpath);
    if (!to) return entry.resume();
    // vigil-ok: js.path-traversal
    fs.symlinkSync(to, at);
  });
};
