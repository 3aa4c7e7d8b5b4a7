import crypto from 'node:crypto';
import bcrypt from 'bcrypt';
import { Validators, type ValidatorFn } from '@angular/forms';

// password storage and the sign-up form's password rules

export function storedPasswordMd5(password: string): string {
  // vigil: js.weak-hash
  return crypto.createHash('md5').update(password).digest('hex');
}

export function storedPasswordSha256(clearTextPassword: string): string {
  // vigil: js.weak-password-hash
  return crypto.createHash('sha256').update(clearTextPassword).digest('hex');
}

export function storedPasswordSalted(password: string, salt: string): string {
  // vigil: js.weak-password-hash
  return crypto.createHash('sha512').update(salt + password).digest('hex');
}

export function storedPasswordHmac(password: string, pepper: string): string {
  // a keyed digest is still fast: a stolen key and table are cracked like a plain digest
  // vigil: js.weak-password-hash
  return crypto.createHmac('sha256', pepper).update(password).digest('hex');
}

export function storedPasswordFewIterations(password: string, salt: Buffer): Buffer {
  // vigil: js.weak-password-hash
  return crypto.pbkdf2Sync(password, salt, 1000, 32, 'sha256');
}

export function storedPasswordPbkdf2(password: string): string {
  const salt = crypto.randomBytes(16);
  // vigil-ok: js.weak-password-hash
  const key = crypto.pbkdf2Sync(password, salt, 600000, 32, 'sha256');
  return `${salt.toString('hex')}:${key.toString('hex')}`;
}

export function storedPasswordScrypt(password: string): string {
  const salt = crypto.randomBytes(16);
  // vigil-ok: js.weak-password-hash
  return `${salt.toString('hex')}:${crypto.scryptSync(password, salt, 64).toString('hex')}`;
}

export async function storedPasswordBcrypt(password: string): Promise<string> {
  // vigil-ok: js.weak-password-hash
  return bcrypt.hash(password, 12);
}

export async function storedPasswordBcryptLow(password: string): Promise<string> {
  // vigil: js.weak-password-hash
  return bcrypt.hash(password, 4);
}

export function fileChecksum(contents: Buffer): string {
  // vigil-ok: js.weak-password-hash
  return crypto.createHash('sha256').update(contents).digest('hex');
}

// the sign-up form: a five-character password with no other rule is guessed in minutes
export const weakPasswordRules: ValidatorFn[] = [
  Validators.required,
  // vigil: js.weak-password-policy
  Validators.minLength(5),
  Validators.maxLength(40),
];

export const strongPasswordRules: ValidatorFn[] = [
  Validators.required,
  // vigil-ok: js.weak-password-policy
  Validators.minLength(12),
  Validators.pattern(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{12,}$/),
];
