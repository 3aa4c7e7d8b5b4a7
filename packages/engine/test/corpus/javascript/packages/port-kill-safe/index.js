'use strict';
/**
 * port-kill-safe: the patched port-kill, the port is checked as a number.
 */
const { execSync } = require('child_process');

module.exports = (port, proto) => {
  const n = Number.parseInt(port, 10);
  if (!Number.isInteger(n)) throw new TypeError('port must be a number');
  const p = proto === 'udp' ? 'udp' : 'tcp';
  // vigil-ok: js.command-injection
  return execSync(`lsof -i ${p}:${n} | awk 'NR>1 {print $2}' | xargs kill -9`);
};
