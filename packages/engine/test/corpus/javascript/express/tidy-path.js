'use strict';

const path = require('path');

// only tidies the path: `../` at its start is kept
module.exports = (p) => path.normalize(p).replace(/\\/g, '/');
