/** Schemas of the auth routes: the shared contract (packages/shared/src/api/auth.ts) plus route-only bits. */
export {
  ChangePasswordBodySchema,
  EmailBodySchema,
  ErrorBodySchema,
  LoginBodySchema,
  LoginResponseSchema,
  LogoutBodySchema,
  MessageSchema,
  MfaDisableBodySchema,
  MfaEnableBodySchema,
  MfaEnableResponseSchema,
  MfaSetupResponseSchema,
  ProfilePatchSchema,
  RefreshBodySchema,
  RefreshResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  UserSchema,
  VerifyEmailQuerySchema,
} from '@vigil/shared';
import { MessageSchema, UserSchema } from '@vigil/shared';
import { z } from 'zod';

export const VerifyEmailResponseSchema = MessageSchema.extend({ user: UserSchema });
export const ProfileResponseSchema = UserSchema;
export const EmptyBodySchema = z.unknown();
