const https = require('https');
const axios = require('axios');

// vigil: js.tls-verify-disabled
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const client = axios.create({
  // vigil: js.tls-verify-disabled
  httpsAgent: new https.Agent({ rejectUnauthorized: false }),
});

const strict = axios.create({
  // vigil-ok: js.tls-verify-disabled
  httpsAgent: new https.Agent({ rejectUnauthorized: true, ca: process.env.INTERNAL_CA }),
});

// vigil-ok: js.tls-verify-disabled
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '1';
