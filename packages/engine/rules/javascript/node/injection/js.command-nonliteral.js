const { exec, execSync, execFile } = require('child_process');

function archive(dir, host) {
  // vigil: js.command-nonliteral
  exec(`tar czf /tmp/backup.tgz ${dir}`);
  // vigil: js.command-nonliteral
  execSync('ping -c 1 ' + host);
  // vigil-ok: js.command-nonliteral
  execFile('tar', ['czf', '/tmp/backup.tgz', '--', dir]);
  // vigil-ok: js.command-nonliteral
  execSync('uptime');
  // vigil-ok: js.command-nonliteral
  exec(`tar czf /tmp/backup.tgz ${JSON.stringify(String(Date.now()))}`);
}

const TOOLS = ['uptime', 'df'];

function runChecked(tag, tool) {
  if (!/^v\d+\.\d+\.\d+$/.test(tag)) throw new Error('bad tag');
  // vigil-ok: js.command-nonliteral
  execSync('git tag ' + tag);
  if (!TOOLS.includes(tool)) return;
  // vigil-ok: js.command-nonliteral
  exec(`${tool} -h`);
}

module.exports = { archive, runChecked };

function version(binary) {
  if (!binary) {
    binary = '/usr/bin/chromium';
    // vigil-ok: js.command-nonliteral
    return execSync(binary + ' --version').toString();
  }
  // vigil: js.command-nonliteral
  return execSync(binary + ' --version').toString();
}

module.exports.version = version;
