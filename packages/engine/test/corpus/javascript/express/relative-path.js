'use strict';

const path = require('path');

// a request path made relative: normalised, absolute paths and a leading `..` refused
module.exports = (p, pathApi = path) => {
  p = pathApi.normalize(p);
  if (pathApi.isAbsolute(p)) throw new Error(`absolute path: ${p}`);
  if (p.split(pathApi.sep)[0] === '..') throw new Error(`outside the root: ${p}`);
  return p;
};
