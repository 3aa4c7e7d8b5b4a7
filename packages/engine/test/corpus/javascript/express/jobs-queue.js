'use strict';
const express = require('express');
const { exec } = require('child_process');

const router = express.Router();

// A runner built now and started later: the command is captured by the closure.
const makeRunner = (cmd) => () =>
  // vigil: js.command-injection
  exec(cmd, { timeout: 5000 });

function makeArchiver(dir) {
  return function () {
    // vigil: js.command-injection
    exec('tar czf /tmp/out.tgz ' + dir);
  };
}

// Only ever built with fixed commands below.
const makeFixedRunner = (cmd) => () =>
  // vigil-ok: js.command-injection
  exec(cmd, { timeout: 5000 });

function collectArgs(values) {
  const out = [];
  values.forEach((v) => out.push(String(v).trim()));
  return out;
}

function collectFlags(values) {
  const out = [];
  for (const v of values) {
    out.push(v);
  }
  return out;
}

function countedFlags(values) {
  const out = [];
  values.forEach(() => out.push('-v'));
  return out;
}

router.post('/jobs/run', (req, res) => {
  const run = makeRunner(req.query.cmd);
  run();
  res.status(202).end();
});

router.post('/jobs/archive', (req, res) => {
  const archive = makeArchiver(req.body.dir);
  archive();
  res.status(202).end();
});

router.post('/jobs/health', (req, res) => {
  const check = makeFixedRunner('uptime');
  check();
  res.status(202).end();
});

router.post('/jobs/grep', (req, res) => {
  const args = collectArgs([req.body.pattern, req.body.file]);
  // vigil: js.command-injection
  exec('grep ' + args.join(' '));
  const flags = collectFlags(req.body.flags);
  // vigil: js.command-injection
  exec('ls ' + flags.join(' '));
  const verbose = countedFlags(req.body.flags);
  // vigil-ok: js.command-injection
  exec('ls ' + verbose.join(' '));
  res.status(202).end();
});

module.exports = router;
