const tls = require('tls');

const legacy = tls.createSecureContext({
  // vigil: js.weak-tls
  secureProtocol: 'TLSv1_method',
});

const server = require('https').createServer({
  // vigil: js.weak-tls
  minVersion: 'TLSv1',
  key, cert,
});

const modern = tls.createSecureContext({
  // vigil-ok: js.weak-tls
  minVersion: 'TLSv1.2',
});
