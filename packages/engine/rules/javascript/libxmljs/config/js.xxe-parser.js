const libxmljs = require('libxmljs');

function parseUpload(xml) {
  // vigil: js.xxe-parser
  return libxmljs.parseXml(xml, { noent: true, noblanks: true });
}

function parseUploadSafe(xml) {
  // vigil-ok: js.xxe-parser
  return libxmljs.parseXml(xml, { noblanks: true });
}
