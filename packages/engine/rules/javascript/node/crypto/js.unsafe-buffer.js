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
