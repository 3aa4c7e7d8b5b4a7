const { exec, execSync, spawn, execFile } = require('child_process');
const cp = require('child_process');
const { quote } = require('shell-quote');
const express = require('express');
const app = express();

app.get('/ping', (req, res) => {
  const host = req.query.host;
  // vigil: js.command-injection
  exec('ping -c 1 ' + host, (err, out) => res.send(out));
  // vigil-ok: js.command-injection
  execFile('ping', ['-c', '1', host], (err, out) => res.json({ out }));
  // vigil-ok: js.command-injection
  exec('ping -c 1 ' + quote([host]));
});

app.post('/convert', (req, res) => {
  const { file, format } = req.body;
  const cmd = `convert ${file} out.${format}`;
  // vigil: js.command-injection
  const out = cp.execSync(cmd);
  // vigil: js.command-injection
  spawn('sh', ['-c', 'convert ' + file], { shell: true });
  // vigil-ok: js.command-injection
  spawn('convert', [file, 'out.png']);
  const allowed = ['png', 'jpg'];
  if (allowed.includes(format)) {
    // vigil-ok: js.command-injection
    execSync('convert in.' + format + ' out.png');
  }
  res.send(String(out.length));
});

app.get('/tool', (req, res) => {
  let tool = req.query.tool;
  tool = 'uptime';
  // vigil-ok: js.command-injection
  execSync(tool);
  const mode = 'fast';
  const flags = mode === 'slow' ? req.query.flags : '-q';
  // vigil-ok: js.command-injection
  execSync('uptime ' + flags);
  const encoded = Buffer.from(req.query.data, 'utf8').toString('base64');
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  // vigil: js.command-injection
  execSync('echo ' + decoded);
  res.end();
});
