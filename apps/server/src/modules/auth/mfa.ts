/**
 * Two-factor authentication: TOTP (RFC 6238, 30 s steps, one step of clock drift either way) with
 * replay protection, and 10 single-use backup codes stored as SHA-256 hashes.
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { authenticator } from 'otplib';
import QRCode from 'qrcode';
import { BACKUP_CODE_PATTERN, TOTP_CODE_PATTERN } from '@vigil/shared';
import type { Db } from '../../db/client.js';
import { mfaBackupCodes, mfaSecrets } from '../../db/schema/index.js';
import { sha256 } from './sessions.js';

const totp = authenticator.clone({ window: 1 });
const ISSUER = 'Vigil';
export const BACKUP_CODE_COUNT = 10;

export type MfaCodeKind = 'totp' | 'backup' | 'malformed';

/** What kind of code the user typed. */
export function classifyCode(code: string): MfaCodeKind {
  const c = code.trim();
  if (TOTP_CODE_PATTERN.test(c)) return 'totp';
  if (BACKUP_CODE_PATTERN.test(c)) return 'backup';
  return 'malformed';
}

export function generateSecret(): string {
  return totp.generateSecret(20);
}

export async function setupMaterial(
  email: string,
  secret: string,
): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
  const otpauthUrl = totp.keyuri(email, ISSUER, secret);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauthUrl, qrCode };
}

/** The time step a code matches (now, or one step either side), or null. */
export function matchStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp.checkDelta(code.trim(), secret);
  if (delta === null) return null;
  return Math.floor(now / 1000 / 30) + delta;
}

/**
 * Checks a TOTP code against the user's active secret and records its step, so the same code
 * cannot be used twice. Returns false for a wrong or replayed code.
 */
export async function verifyActiveTotp(db: Db, userId: string, code: string): Promise<boolean> {
  const [row] = await db.select().from(mfaSecrets).where(eq(mfaSecrets.userId, userId)).limit(1);
  if (!row?.secret) return false;
  const step = matchStep(row.secret, code);
  if (step === null) return false;
  if (row.lastUsedStep !== null && step <= row.lastUsedStep) return false;
  await db
    .update(mfaSecrets)
    .set({ lastUsedStep: step, updatedAt: new Date() })
    .where(eq(mfaSecrets.userId, userId));
  return true;
}

function normaliseBackupCode(code: string): string {
  return code.trim().toLowerCase().replace(/-/g, '');
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Makes 10 fresh codes (xxxxx-xxxxx) replacing any previous ones; returns them in clear, once. */
export async function replaceBackupCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, () => {
    let s = '';
    for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
  await db
    .insert(mfaBackupCodes)
    .values(codes.map((c) => ({ userId, codeHash: sha256(normaliseBackupCode(c)) })));
  return codes;
}

/** Uses up one backup code; false when it is unknown or already used. */
export async function consumeBackupCode(db: Db, userId: string, code: string): Promise<boolean> {
  const used = await db
    .update(mfaBackupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(mfaBackupCodes.userId, userId),
        eq(mfaBackupCodes.codeHash, sha256(normaliseBackupCode(code))),
        isNull(mfaBackupCodes.usedAt),
      ),
    )
    .returning({ id: mfaBackupCodes.id });
  return used.length > 0;
}

/** Verifies a TOTP code or a backup code. */
export async function verifySecondFactor(db: Db, userId: string, code: string): Promise<boolean> {
  const kind = classifyCode(code);
  if (kind === 'totp') return verifyActiveTotp(db, userId, code);
  if (kind === 'backup') return consumeBackupCode(db, userId, code);
  return false;
}

/** Removes every MFA secret and backup code of the user (disable, admin reset). */
export async function clearMfa(db: Db, userId: string): Promise<void> {
  await db.delete(mfaBackupCodes).where(eq(mfaBackupCodes.userId, userId));
  await db.delete(mfaSecrets).where(eq(mfaSecrets.userId, userId));
}
