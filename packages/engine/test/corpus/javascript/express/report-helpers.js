'use strict';
const path = require('path');

const REPORT_DIR = '/srv/reports';

function reportPath(name) {
  return path.join(REPORT_DIR, path.basename(String(name)));
}

function rawReportPath(name) {
  return REPORT_DIR + '/' + name;
}

function columnList(cols) {
  return cols.join(', ');
}

function shellQuote(s) {
  return "'" + String(s).replace(/'/g, "'\\''") + "'";
}

module.exports = { reportPath, rawReportPath, columnList, shellQuote };
