/** Access tokens (JWT, HS256, 15 minutes) and the short-lived MFA-setup token handed out at login. */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
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
    k = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, k);
    if (keys.size > 8) keys.delete(keys.keys().next().value!);
  }
  return k;
}

export async function signToken(
  secret: string,
  sub: string,
  role: Role,
  typ: TokenType,
  fam?: string,
): Promise<string> {
  const ttl = typ === 'access' ? ACCESS_TOKEN_TTL_SECONDS : MFA_SETUP_TOKEN_TTL_SECONDS;
  return new SignJWT(fam ? { role, typ, fam } : { role, typ })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttl)
    .sign(await key(secret));
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** The JSON object of a base64url segment, or null. */
function segment(text: string): Record<string, unknown> | null {
  if (!BASE64URL.test(text)) return null;
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Verifies signature, issuer and expiry; returns null for any invalid token.
 *
 * Every authenticated request goes through here, so it checks the HS256 signature with node:crypto's
 * HMAC rather than jose's WebCrypto path, whose per-call algorithm normalisation cost more than the
 * HMAC itself (BENCHMARKS.md, Operations). The checks are jose's for these tokens: a compact JWS of
 * three base64url segments, header `alg` HS256 and no `crit`, the signature compared in constant
 * time, then a JSON object payload with our issuer, a numeric `exp` in the future and, if present,
 * a numeric `nbf` not in the future and a numeric `iat`. Tokens are still signed by jose (signToken).
 */
export async function verifyToken(secret: string, token: string): Promise<TokenClaims | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [h, p, s] = parts;
  const header = segment(h);
  if (!header || header.alg !== 'HS256' || header.crit !== undefined || !BASE64URL.test(s))
    return null;
  const given = Buffer.from(s, 'base64url');
  const expected = createHmac('sha256', secret).update(`${h}.${p}`).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = segment(p);
  if (!payload || payload.iss !== ISSUER) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now))
    return null;
  if (payload.iat !== undefined && typeof payload.iat !== 'number') return null;
  if (typeof payload.sub !== 'string') return null;
  if (payload.typ !== 'access' && payload.typ !== 'mfa_setup') return null;
  const fam = typeof payload.fam === 'string' ? payload.fam : undefined;
  return { sub: payload.sub, role: payload.role as Role, typ: payload.typ, fam, exp: payload.exp };
}
