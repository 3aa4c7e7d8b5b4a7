/** Access tokens (JWT, HS256, 15 minutes) and the short-lived MFA-setup token handed out at login. */
import { jwtVerify, SignJWT } from 'jose';
import type { Role } from '@vigil/shared';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const MFA_SETUP_TOKEN_TTL_SECONDS = 10 * 60;

/** `access`: a normal session. `mfa_setup`: only good for /api/mfa/* (forced 2FA enrolment). */
export type TokenType = 'access' | 'mfa_setup';

export interface TokenClaims {
  sub: string;
  role: Role;
  typ: TokenType;
  /** Refresh-token family of the session (access tokens only): logout revokes it. */
  fam?: string;
  exp: number;
}

const ISSUER = 'vigil';

/**
 * The HMAC key of a secret, imported once: handing jose the raw bytes makes it import a key on every
 * verification (the largest cost of an authenticated request). A few secrets at most (tests build
 * apps with their own), so the cache keeps the last eight.
 */
const keys = new Map<string, Promise<CryptoKey>>();
function key(secret: string): Promise<CryptoKey> {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.set(secret, k);
    if (keys.size > 8) keys.delete(keys.keys().next().value!);
  }
  return k;
}

export async function signToken(secret: string, sub: string, role: Role, typ: TokenType, fam?: string): Promise<string> {
  const ttl = typ === 'access' ? ACCESS_TOKEN_TTL_SECONDS : MFA_SETUP_TOKEN_TTL_SECONDS;
  return new SignJWT(fam ? { role, typ, fam } : { role, typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    .sign(await key(secret));
}

/** Verifies signature, issuer and expiry; returns null for any invalid token. */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await key(secret), { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    if (payload.typ !== 'access' && payload.typ !== 'mfa_setup') return null;
    const fam = typeof payload.fam === 'string' ? payload.fam : undefined;
    return { sub: payload.sub, role: payload.role as Role, typ: payload.typ, fam, exp: payload.exp };
  } catch {
    return null;
  }
}
