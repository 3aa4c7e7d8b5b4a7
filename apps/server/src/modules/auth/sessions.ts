/**
 * Sessions: a JWT access token (15 minutes) plus an opaque refresh token (30 days) stored as a
 * SHA-256 hash. Each refresh rotates the token inside its family; presenting a token that was
 * already rotated (or revoked) revokes the whole family, since someone else may hold it.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { refreshTokens } from '../../db/schema/index.js';
import { errors } from '../../errors.js';
import { signToken } from '../../plugins/tokens.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export interface SessionTokens {
  access_token: string;
  refresh_token: string;
}

async function insertRefreshToken(
  db: Db,
  userId: string,
  familyId: string,
): Promise<{ id: string; token: string }> {
  const token = randomToken();
  const [row] = await db
    .insert(refreshTokens)
    .values({
      userId,
      familyId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    })
    .returning({ id: refreshTokens.id });
  return { id: row.id, token };
}

/** Starts a new session (new refresh-token family). */
export async function createSession(
  db: Db,
  secret: string,
  user: { id: string; role: Role },
): Promise<SessionTokens> {
  const familyId = randomUUID();
  const { token } = await insertRefreshToken(db, user.id, familyId);
  return {
    access_token: await signToken(secret, user.id, user.role, 'access', familyId),
    refresh_token: token,
  };
}

/**
 * Tokens of the same form as a new session's (a signed access token naming a session, an opaque
 * refresh token) behind which there is no session: no refresh token is stored, so the access token
 * is refused (401) and the refresh token is unknown. Used to answer a registration with an email
 * that already has an account exactly as a new sign-up is answered (see auth/service.ts register).
 */
export async function unopenedSession(secret: string, userId: string): Promise<SessionTokens> {
  return {
    access_token: await signToken(secret, userId, 'USER', 'access', randomUUID()),
    refresh_token: randomToken(),
  };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeAllSessions(db: Db, userId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** Looks a refresh token up by its hash; null when unknown. */
export async function findRefreshToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row ?? null;
}

/**
 * Rotates a refresh token: marks it replaced and issues a successor in the same family. Reuse of a
 * replaced or revoked token revokes the family and fails; an expired token fails.
 * Returns the user id and the new refresh token.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
): Promise<{ userId: string; familyId: string; refreshToken: string }> {
  const row = await findRefreshToken(db, token);
  if (!row) throw errors.invalidToken('Invalid refresh token');
  if (row.revokedAt || row.replacedBy) {
    await revokeFamily(db, row.familyId);
    throw errors.invalidToken('Refresh token has already been used; please log in again');
  }
  if (row.expiresAt.getTime() <= Date.now())
    throw errors.invalidToken('Refresh token has expired; please log in again');
  const next = await insertRefreshToken(db, row.userId, row.familyId);
  // Only one concurrent rotation may win: the update matches only while the row is still current.
  const updated = await db
    .update(refreshTokens)
    .set({ replacedBy: next.id, revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.id, row.id),
        isNull(refreshTokens.replacedBy),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .returning({ id: refreshTokens.id });
  if (updated.length === 0) {
    await revokeFamily(db, row.familyId);
    throw errors.invalidToken('Refresh token has already been used; please log in again');
  }
  return { userId: row.userId, familyId: row.familyId, refreshToken: next.token };
}
