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
import { verifyToken, type TokenType } from './tokens.js';

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

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('tokenType', null);
  app.decorateRequest('sessionFamily', null);

  async function authenticate(request: FastifyRequest, allowSetup: boolean): Promise<void> {
    const token = bearer(request);
    if (!token) throw errors.unauthorized();
    const claims = await verifyToken(app.config.jwtSecret, token);
    if (!claims) throw errors.invalidToken();
    if (claims.typ === 'mfa_setup' && !allowSetup) {
      throw errors.unauthorized('This token can only be used to set up two-factor authentication.', 'MFA_SETUP_REQUIRED');
    }
    // An access token names its session (refresh-token family): once that session is revoked (logout,
    // a reused refresh token, a password change or reset) its access tokens stop working at once
    // instead of living out their 15 minutes. Rotation inserts the successor before it retires the
    // old token, so a live session always has one unrevoked member.
    // One round trip for both (the hot path of every authenticated request).
    const fam = claims.fam;
    const [found] = await app.db
      .select({
        row: users,
        live: fam
          ? sql<boolean>`exists (${app.db
              .select({ one: sql`1` })
              .from(refreshTokens)
              .where(and(eq(refreshTokens.familyId, fam), isNull(refreshTokens.revokedAt)))})`
          : sql<boolean>`true`,
      })
      .from(users)
      .where(eq(users.id, claims.sub))
      .limit(1);
    const row = found?.row;
    if (!row) throw errors.invalidToken();
    if (!found.live) throw errors.invalidToken('Your session has ended. Please log in again.');
    if (!row.isActive) throw errors.accountDisabled();
    const { passwordHash: _omit, ...user } = row;
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
      if (!roles.includes(request.user.role)) throw errors.forbidden('You do not have permission to access this resource.');
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
export async function assertFeature(app: FastifyInstance, user: AuthUser, feature: Feature, now = new Date()): Promise<void> {
  const [tier] = await app.db.select().from(subscriptionTiers).where(eq(subscriptionTiers.name, user.subscriptionTier)).limit(1);
  const label = FEATURE_LABEL[feature];
  if (user.subscriptionTier === 'GUEST' || !tier || !tier.isActive || !tier[feature]) {
    throw errors.subscriptionRequired(
      `Your ${user.subscriptionTier} plan does not include ${label}. Upgrade your plan to get access.`,
    );
  }
  if (user.subscriptionEndDate && user.subscriptionEndDate.getTime() <= now.getTime()) {
    throw errors.subscriptionExpired(`Your ${user.subscriptionTier} subscription has expired. Renew your plan to keep using ${label}.`);
  }
}
