import { createHash, pbkdf2Sync, randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

export interface Account {
  email: string;
  password: string;
  passwordHash?: string;
}

/** Password storage: the first release's scheme, kept to read old rows, and the current one. */
export class AccountsService {
  legacyDigest(account: Account): string {
    // vigil: js.weak-password-hash
    return createHash('sha256').update(account.password).digest('hex');
  }

  legacySalted(account: Account, salt: string): string {
    // vigil: js.weak-password-hash
    return createHash('sha512').update(`${salt}${account.password}`).digest('hex');
  }

  legacyKdf(password: string, salt: Buffer): Buffer {
    // vigil: js.weak-password-hash
    return pbkdf2Sync(password, salt, 5000, 32, 'sha256');
  }

  hash(password: string): string {
    const salt = randomBytes(16);
    // vigil-ok: js.weak-password-hash
    const key = scryptSync(password, salt, 64);
    return `${salt.toString('hex')}:${key.toString('hex')}`;
  }

  async hashForImport(password: string): Promise<string> {
    // vigil: js.weak-password-hash
    return bcrypt.hash(password, 8);
  }

  async hashCurrent(password: string): Promise<string> {
    // vigil-ok: js.weak-password-hash
    return bcrypt.hash(password, 12);
  }

  verify(password: string, stored: string): boolean {
    const [salt, key] = stored.split(':');
    const derived = scryptSync(password, Buffer.from(salt, 'hex'), 64);
    return timingSafeEqual(derived, Buffer.from(key, 'hex'));
  }

  cacheKey(account: Account): string {
    // vigil-ok: js.weak-password-hash
    return createHash('sha256').update(account.passwordHash ?? account.email).digest('hex');
  }
}
