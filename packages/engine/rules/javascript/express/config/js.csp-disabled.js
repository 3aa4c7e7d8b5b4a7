const express = require('express');
const helmet = require('helmet');

const app = express();
// vigil: js.csp-disabled
app.use(helmet({ contentSecurityPolicy: false }));
// vigil: js.csp-disabled
app.use(helmet({ frameguard: false, hsts: true }));
// vigil-ok: js.csp-disabled
app.use(helmet());
// vigil-ok: js.csp-disabled
app.use(helmet({ contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:'] } } }));
// vigil-ok: js.csp-disabled
app.use(helmet({ crossOriginEmbedderPolicy: false }));

module.exports = app;
