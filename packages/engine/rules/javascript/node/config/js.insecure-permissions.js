const fs = require('fs');

async function publish(spool, report) {
  // vigil: js.insecure-permissions
  fs.chmodSync(spool, 0o777);
  // vigil: js.insecure-permissions
  await fs.promises.chmod(report, 0o666);
  // vigil: js.insecure-permissions
  fs.chmod(report, '777', () => {});
  // vigil-ok: js.insecure-permissions
  fs.chmodSync(spool, 0o755);
  // vigil-ok: js.insecure-permissions
  await fs.promises.chmod(report, 0o640);
  // vigil-ok: js.insecure-permissions
  fs.chmod(report, '644', () => {});
}

module.exports = { publish };
