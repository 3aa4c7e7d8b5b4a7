'use strict';
/**
 * fs-helpers: read and write JSON files. Opening the path a caller gives is this package's job:
 * under the library model path and URL parameters are not reported (the application decides
 * where they come from).
 */
const fs = require('fs');
const path = require('path');

function readJson(file) {
  // vigil-ok: js.path-traversal
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function writeJson(dir, name, data) {
  // vigil-ok: js.path-traversal
  fs.writeFileSync(path.join(dir, name), JSON.stringify(data, null, 2));
}

module.exports = { readJson, writeJson };
