import { createHash, randomBytes } from 'node:crypto';
import { hashPassword } from './hash';

export const STORAGE_KEYS = {
  // vigil-ok: js.hardcoded-password
  accessToken: 'access_token',
  // vigil-ok: js.hardcoded-password
  refreshToken: 'refresh_token',
};

export const MESSAGES = {
  // vigil-ok: js.hardcoded-password
  password: 'Your password must be at least twelve characters long.',
};

export const bootstrap = {
  // vigil: js.hardcoded-password
  adminPassword: 'Adm1n-B00tstrap!',
};

/** A throw-away hash to compare against when the account is unknown: logins take the same time. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  // vigil-ok: js.insecure-random
  dummyHash ??= hashPassword('timing-equaliser-' + Math.random());
  return dummyHash;
}

export function newResetToken(): string {
  // vigil: js.insecure-random
  const resetToken = Math.random().toString(36).slice(2);
  return resetToken;
}

export function apiKey(): string {
  return randomBytes(32).toString('hex');
}

export function etagOf(body: string): string {
  // vigil-ok: js.weak-hash
  const etag = createHash('md5').update(body).digest('hex');
  return `"${etag}"`;
}

export function legacyPasswordDigest(password: string): string {
  // vigil: js.weak-hash
  return createHash('md5').update(password).digest('hex');
}
