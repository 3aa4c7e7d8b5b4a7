/**
 * Authentication guards, decorated on the root instance (so every module sees them):
 *
 *   app.requireUser                        signed in with an access token, account active
 *   app.requireUserOrMfaSetup              same, but also accepts the temporary MFA-setup token (only /api/mfa/*)
 *   app.requireRole('ADMIN', 'SUPER_ADMIN') signed in with one of these roles (includes requireUser)
 *   app.requireFeature('sast')             signed in, tier includes the feature, subscription not expired
 *
 * Use them as hooks: `{ preHandler: app.requireUser }` on a route, or
 * `app.addHook('preHandler', app.requireUser)` inside a module plugin to guard the whole module.
 * After a guard, `request.user` is the current user row (without password hash) and
 * `request.tokenType` the kind of token presented.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@vigil/shared';
import { refreshTokens, subscriptionTiers, users } from '../db/schema/index.js';
import { errors } from '../errors.js';
import type { Db } from '../db/client.js';
import { verifyToken, type TokenClaims, type TokenType } from './tokens.js';

export type UserRow = typeof users.$inferSelect;
export type AuthUser = Omit<UserRow, 'passwordHash'>;
export type Feature = 'sast' | 'dast';
export type Guard = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    requireUser: Guard;
    requireUserOrMfaSetup: Guard;
    requireRole: (...roles: Role[]) => Guard;
    requireFeature: (feature: Feature) => Guard;
  }
  interface FastifyRequest {
    /** Set by the auth guards; read it only in guarded routes. */
    user: AuthUser;
    tokenType: TokenType | null;
    /** Refresh-token family of the presented access token, when it has one. */
    sessionFamily: string | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : null;
}

/**
 * The session check of every authenticated request, built once per database as prepared statements
 * (named, so PostgreSQL parses and plans each once per connection): one query loads the user and,
 * through a left join on an unrevoked member of the token's refresh-token family, whether the
 * session is still live. Building the query anew each time was a fifth of the API's CPU under the
 * read load (BENCHMARKS.md, Operations).
 */
function prepareSession(db: Db) {
  const sub = sql.placeholder('sub');
  return {
    withFamily: db
      .select({ user: users, liveToken: refreshTokens.id })
      .from(users)
      .leftJoin(
        refreshTokens,
        and(
          eq(refreshTokens.familyId, sql.placeholder('fam')),
          eq(refreshTokens.userId, users.id),
          isNull(refreshTokens.revokedAt),
        ),
      )
      .where(eq(users.id, sub))
      .limit(1)
      .prepare('vigil_session_family'),
    userOnly: db
      .select({ user: users, liveToken: sql<null>`null` })
      .from(users)
      .where(eq(users.id, sub))
      .limit(1)
      .prepare('vigil_session_user'),
  };
}
const sessionCache = new WeakMap<Db, ReturnType<typeof prepareSession>>();
function sessionStatements(db: Db) {
  let s = sessionCache.get(db);
  if (!s) {
    s = prepareSession(db);
    sessionCache.set(db, s);
  }
  return s;
}

/**
 * The user behind an access token, checked as every guarded request checks it: signature and expiry,
 * the account exists and is active, and the token's session (refresh-token family) has not ended.
 * Throws the AppError to answer with. Used by the route guards and by socket.io (realtime/server.ts).
 */
export async function sessionOf(
  db: Db,
  secret: string,
  token: string,
  opts: { allowSetup?: boolean } = {},
): Promise<{ user: AuthUser; claims: TokenClaims }> {
  const claims = await verifyToken(secret, token);
  if (!claims) throw errors.invalidToken();
  if (claims.typ === 'mfa_setup' && !opts.allowSetup) {
    throw errors.unauthorized(
      'This token can only be used to set up two-factor authentication.',
      'MFA_SETUP_REQUIRED',
    );
  }
  // An access token names its session (refresh-token family): once that session is revoked (logout,
  // a reused refresh token, a password change or reset) its access tokens stop working at once
  // instead of living out their 15 minutes. Rotation inserts the successor before it retires the
  // old token, so a live session always has one unrevoked member. See prepareSession.
  const fam = claims.fam;
  const [row] = fam
    ? await sessionStatements(db).withFamily.execute({ sub: claims.sub, fam })
    : await sessionStatements(db).userOnly.execute({ sub: claims.sub });
  if (!row) throw errors.invalidToken();
  if (fam && row.liveToken === null)
    throw errors.invalidToken('Your session has ended. Please log in again.');
  const { user: full } = row;
  if (!full.isActive) throw errors.accountDisabled();
  const { passwordHash: _omit, ...user } = full;
  return { user, claims };
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('tokenType', null);
  app.decorateRequest('sessionFamily', null);

  async function authenticate(request: FastifyRequest, allowSetup: boolean): Promise<void> {
    const token = bearer(request);
    if (!token) throw errors.unauthorized();
    const { user, claims } = await sessionOf(app.db, app.config.jwtSecret, token, { allowSetup });
    request.user = user;
    request.tokenType = claims.typ;
    request.sessionFamily = claims.fam ?? null;
  }

  const requireUser: Guard = (request) => authenticate(request, false);
  app.decorate('requireUser', requireUser);
  app.decorate('requireUserOrMfaSetup', (request: FastifyRequest) => authenticate(request, true));

  app.decorate('requireRole', (...roles: Role[]): Guard => {
    return async (request) => {
      await requireUser(request);
      if (!roles.includes(request.user.role))
        throw errors.forbidden('You do not have permission to access this resource.');
    };
  });

  app.decorate('requireFeature', (feature: Feature): Guard => {
    return async (request) => {
      await requireUser(request);
      await assertFeature(app, request.user, feature);
    };
  });
}

const FEATURE_LABEL: Record<Feature, string> = { sast: 'SAST scanning', dast: 'DAST scanning' };

/** Throws 403 unless the user's tier includes the feature and the subscription has not expired. */
export async function assertFeature(
  app: FastifyInstance,
  user: AuthUser,
  feature: Feature,
  now = new Date(),
): Promise<void> {
  const [tier] = await app.db
    .select()
    .from(subscriptionTiers)
    .where(eq(subscriptionTiers.name, user.subscriptionTier))
    .limit(1);
  const label = FEATURE_LABEL[feature];
  if (user.subscriptionTier === 'GUEST' || !tier || !tier.isActive || !tier[feature]) {
    throw errors.subscriptionRequired(
      `Your ${user.subscriptionTier} plan does not include ${label}. Upgrade your plan to get access.`,
    );
  }
  if (user.subscriptionEndDate && user.subscriptionEndDate.getTime() <= now.getTime()) {
    throw errors.subscriptionExpired(
      `Your ${user.subscriptionTier} subscription has expired. Renew your plan to keep using ${label}.`,
    );
  }
}
