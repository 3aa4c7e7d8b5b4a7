function frame(size, payload) {
  // vigil: js.unsafe-buffer
  const header = new Buffer(size);
  // vigil: js.unsafe-buffer
  const body = new Buffer(payload.data);
  // vigil-ok: js.unsafe-buffer
  const clean = Buffer.alloc(size);
  // vigil-ok: js.unsafe-buffer
  const copy = Buffer.from(payload.data);
  // vigil-ok: js.unsafe-buffer
  const fromText = new Buffer(payload.text, 'base64');
  // vigil-ok: js.unsafe-buffer
  const hello = new Buffer('hello');
  // vigil-ok: js.unsafe-buffer
  const same = new Buffer(header.length);
  return [header, body, clean, copy, fromText, hello, same];
}

module.exports = { frame };

function toBytes(value) {
  if (typeof value === 'string') {
    // vigil-ok: js.unsafe-buffer
    return new Buffer(value);
  }
  // vigil: js.unsafe-buffer
  return new Buffer(value);
}

function copyLegacy(value) {
  // vigil-ok: js.unsafe-buffer
  const bytes = Buffer.isBuffer(value) ? value : new Buffer(value);
  // vigil-ok: js.unsafe-buffer
  const copy = !Buffer.from ? new Buffer(bytes) : Buffer.from(bytes);
  return copy;
}

module.exports.toBytes = toBytes;
module.exports.copyLegacy = copyLegacy;
