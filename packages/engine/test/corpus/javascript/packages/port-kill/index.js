'use strict';
/**
 * port-kill: a package whose export is one function (vulnerable: the port reaches a shell).
 */
const { execSync } = require('child_process');

module.exports = function killPort(port, proto) {
  const p = proto || 'tcp';
  // vigil: js.command-injection
  return execSync(`lsof -i ${p}:${port} | awk 'NR>1 {print $2}' | xargs kill -9`);
};
