import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { describe, expect, it } from 'vitest';
import { signToken, verifyToken } from './tokens.js';

const SECRET = 'a-test-secret-of-enough-length-0123456789';
const key = new TextEncoder().encode(SECRET);
const USER = '3f2b8c1e-5d4a-4e6f-9a7b-1c2d3e4f5a6b';
const now = () => Math.floor(Date.now() / 1000);

/** A token signed by jose with the given header and claims (not necessarily one of ours). */
function sign(payload: JWTPayload, header: Record<string, unknown> = { alg: 'HS256' }) {
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key);
}
const claims = (extra: JWTPayload = {}): JWTPayload => ({
  sub: USER,
  role: 'USER',
  typ: 'access',
  iss: 'vigil',
  exp: now() + 600,
  ...extra,
});
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');

describe('verifyToken', () => {
  it('accepts the tokens signToken makes, with their claims', async () => {
    const t = await signToken(SECRET, USER, 'ADMIN', 'access', 'fam-1');
    expect(await verifyToken(SECRET, t)).toMatchObject({
      sub: USER,
      role: 'ADMIN',
      typ: 'access',
      fam: 'fam-1',
    });
    const setup = await signToken(SECRET, USER, 'USER', 'mfa_setup');
    expect(await verifyToken(SECRET, setup)).toMatchObject({ typ: 'mfa_setup', fam: undefined });
  });

  it('refuses another secret, a changed payload and a changed signature', async () => {
    const t = await signToken(SECRET, USER, 'USER', 'access');
    expect(await verifyToken(`${SECRET}x`, t)).toBeNull();
    const [h, , s] = t.split('.');
    const forged = b64({ ...claims(), role: 'SUPER_ADMIN' });
    expect(await verifyToken(SECRET, `${h}.${forged}.${s}`)).toBeNull();
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    expect(await verifyToken(SECRET, `${h}.${t.split('.')[1]}.${flipped}`)).toBeNull();
    // The same signature bytes written with characters outside base64url.
    expect(await verifyToken(SECRET, `${t}=`)).toBeNull();
    expect(await verifyToken(SECRET, `${t}.`)).toBeNull();
    expect(await verifyToken(SECRET, t.replace('.', '..'))).toBeNull();
  });

  it('refuses other algorithms, unsigned tokens and critical headers', async () => {
    expect(await verifyToken(SECRET, await sign(claims(), { alg: 'HS512' }))).toBeNull();
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims())}.`;
    expect(await verifyToken(SECRET, unsigned)).toBeNull();
    // Signed correctly, by hand: jose will not sign a header naming an extension it does not know.
    const critInput = `${b64({ alg: 'HS256', crit: ['x'], x: 1 })}.${b64(claims())}`;
    const critSig = createHmac('sha256', SECRET).update(critInput).digest('base64url');
    expect(await verifyToken(SECRET, `${critInput}.${critSig}`)).toBeNull();
    const plainInput = `${b64({ alg: 'HS256' })}.${b64(claims())}`;
    const plainSig = createHmac('sha256', SECRET).update(plainInput).digest('base64url');
    expect(await verifyToken(SECRET, `${plainInput}.${plainSig}`)).not.toBeNull();
  });

  it('refuses expired, not-yet-valid, foreign and malformed claims', async () => {
    expect(await verifyToken(SECRET, await sign(claims({ exp: now() - 1 })))).toBeNull();
    expect(await verifyToken(SECRET, await sign(claims({ exp: undefined })))).toBeNull();
    expect(await verifyToken(SECRET, await sign(claims({ nbf: now() + 60 })))).toBeNull();
    expect(await verifyToken(SECRET, await sign(claims({ iss: 'other' })))).toBeNull();
    expect(await verifyToken(SECRET, await sign(claims({ typ: 'refresh' })))).toBeNull();
    expect(await verifyToken(SECRET, await sign(claims({ sub: undefined })))).toBeNull();
    expect(
      await verifyToken(SECRET, await sign(claims({ nbf: now() - 5, iat: now() }))),
    ).not.toBeNull();
    for (const t of ['', 'a', 'a.b', 'a.b.c', '...', `${b64([1])}.${b64([2])}.AA`])
      expect(await verifyToken(SECRET, t)).toBeNull();
  });

  it('agrees with jose on mutations of a valid token', async () => {
    const t = await signToken(SECRET, USER, 'USER', 'access', 'fam');
    let checked = 0;
    // Every single-character change of every position (bounded: a token is about 250 characters).
    for (let i = 0; i < t.length; i++) {
      for (const c of ['A', 'z', '-', '_', '.']) {
        if (t[i] === c) continue;
        const m = t.slice(0, i) + c + t.slice(i + 1);
        const ours = (await verifyToken(SECRET, m)) !== null;
        const theirs = await jwtVerify(m, key, { issuer: 'vigil', algorithms: ['HS256'] }).then(
          () => true,
          () => false,
        );
        // Where jose accepts a changed token, its claims are ours too; a change we accept jose must.
        if (ours) expect(theirs).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});
