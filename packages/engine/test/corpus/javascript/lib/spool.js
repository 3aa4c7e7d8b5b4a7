'use strict';
const fs = require('fs');
const path = require('path');

// The upload spool shared by the web workers and the converter.
const SPOOL = '/var/spool/uploads';

async function prepareSpool() {
  await fs.promises.mkdir(SPOOL, { recursive: true });
  // vigil: js.insecure-permissions
  await fs.promises.chmod(SPOOL, 0o777);
  // vigil-ok: js.insecure-permissions
  await fs.promises.chmod(SPOOL, 0o750);
}

function markReady(name) {
  const file = path.join(SPOOL, path.basename(name));
  // vigil: js.insecure-permissions
  fs.chmodSync(file, '666');
  // vigil-ok: js.insecure-permissions
  fs.chmodSync(file, '640');
  return file;
}

module.exports = { prepareSpool, markReady };
