import pino from 'pino';

const logger = pino({ redact: ['req.headers.authorization'] });

interface Credentials {
  user: string;
  password: string;
  apiKey: string;
}

export function login(user: string, password: string, creds: Credentials) {
  // vigil: js.cleartext-logging
  logger.info({ user, password }, 'login attempt');
  // vigil: js.cleartext-logging
  console.log('login ' + user + ' with ' + password);
  // vigil: js.cleartext-logging
  logger.debug(`using key ${creds.apiKey}`);
  // vigil: js.cleartext-logging
  logger.warn({ user, pwd: creds.password });
  // vigil-ok: js.cleartext-logging
  logger.info({ user }, 'login attempt');
  // vigil-ok: js.cleartext-logging
  logger.info({ user, password: '***' }, 'login attempt');
  // vigil-ok: js.cleartext-logging
  logger.info(`password length ${password.length}`);
  // vigil-ok: js.cleartext-logging
  logger.info({ user, hasPassword: Boolean(password) });
  // vigil-ok: js.cleartext-logging
  logger.error('password reset failed for', user);
}
