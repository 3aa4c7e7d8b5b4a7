import { Validators, UntypedFormControl } from '@angular/forms';
import { z } from 'zod';
import { body } from 'express-validator';
import mongoose from 'mongoose';

export class SignupForm {
  // vigil: js.weak-password-policy
  passwordControl = new UntypedFormControl('', [Validators.required, Validators.minLength(5), Validators.maxLength(40)]);
  // vigil-ok: js.weak-password-policy
  newPassword = new UntypedFormControl('', [Validators.required, Validators.minLength(12)]);
  // vigil-ok: js.weak-password-policy
  nickname = new UntypedFormControl('', [Validators.minLength(3)]);
}

export const signupSchema = z.object({
  // vigil-ok: js.weak-password-policy
  email: z.string().email().min(3),
  // vigil: js.weak-password-policy
  password: z.string().min(6),
});

export const strongSignupSchema = z.object({
  // vigil-ok: js.weak-password-policy
  password: z.string().min(10).max(128),
});

// vigil: js.weak-password-policy
export const passwordCheck = body('password').isLength({ min: 4 });
// vigil-ok: js.weak-password-policy
export const passwordCheckStrong = body('password').isLength({ min: 8, max: 128 });

export const UserSchema = new mongoose.Schema({
  name: { type: String, minlength: 2 },
  password: {
    type: String,
    // vigil: js.weak-password-policy
    minlength: 6,
  },
});

export function validateNewPassword(password: string, resetToken: string): string | null {
  // vigil: js.weak-password-policy
  if (password.length < 6) return 'too short';
  // vigil-ok: js.weak-password-policy
  if (resetToken.length < 6) return 'bad token';
  // vigil-ok: js.weak-password-policy
  if (password.length < 8) return 'too short';
  return null;
}
