import { Sequelize } from 'sequelize';
import cors from 'cors';
import errorhandler from 'errorhandler';
import type { Express } from 'express';

// vigil: js.hardcoded-password
export const sequelize = new Sequelize('shop', 'shop_app', 'P4ssw0rd!2023', { host: 'db.internal', dialect: 'postgres' });

// vigil-ok: js.hardcoded-password
export const reporting = new Sequelize('reports', 'reporter', process.env.REPORTS_DB_PASSWORD, { host: 'db.internal', dialect: 'postgres' });

export function configure(app: Express): void {
  app.use(
    // vigil: js.cors-permissive
    cors({ origin: (origin, cb) => cb(null, origin ?? true), credentials: true }),
  );
  // vigil-ok: js.cors-permissive
  app.use('/status', cors({ origin: '*' }));
  // vigil: js.debug-enabled
  app.set('env', 'development');
}

export function configureProduction(app: Express): void {
  // vigil-ok: js.debug-enabled
  app.set('env', process.env.NODE_ENV ?? 'production');
  if (process.env.NODE_ENV === 'development') {
    // vigil-ok: js.debug-enabled
    app.use(errorhandler());
  }
}

// vigil: js.redos
export const VERSION_RE = /^(\d+\.?)+-beta$/;
// vigil-ok: js.redos
export const SEMVER_RE = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
