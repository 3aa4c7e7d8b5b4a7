/**
 * /api/auth/* and /api/mfa/* (spec section 7). Thin handlers: limits, guards and schemas here,
 * rules in service.ts. Per-IP limits use @fastify/rate-limit; per-email and per-account limits use
 * keyed limiters; both are set by RATE_LIMIT_* (see config.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../errors.js';
import { createKeyedLimiter } from '../../plugins/limiter.js';
import { verifyToken } from '../../plugins/tokens.js';
import { presentUser } from './present.js';
import {
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
  ProfileResponseSchema,
  RefreshBodySchema,
  RefreshResponseSchema,
  RegisterBodySchema,
  RegisterResponseSchema,
  ResetPasswordBodySchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
} from './schema.js';
import * as service from './service.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimit } = app.config;
  const ipLimit = (max: number) => ({ rateLimit: { max, timeWindow: rateLimit.windowMs } });
  const limits = {
    perEmail: createKeyedLimiter(app.rateCounter, rateLimit.login, rateLimit.windowMs),
    mfa: createKeyedLimiter(app.rateCounter, rateLimit.mfa, rateLimit.windowMs),
  };
  const resendPerEmail = createKeyedLimiter(app.rateCounter, rateLimit.resend, rateLimit.windowMs);
  const err = {
    400: ErrorBodySchema,
    401: ErrorBodySchema,
    403: ErrorBodySchema,
    409: ErrorBodySchema,
    429: ErrorBodySchema,
  };
  const secured = [{ bearerAuth: [] }];

  app.post(
    '/auth/register',
    {
      config: ipLimit(rateLimit.register),
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: RegisterBodySchema,
        response: { 201: RegisterResponseSchema, ...err },
      },
    },
    async (request, reply) => {
      const result = await service.register(app, request.body, { ip: request.ip });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/auth/login',
    {
      config: ipLimit(rateLimit.login),
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password, then a TOTP or backup code when 2FA is on)',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...err },
      },
    },
    async (request) => service.login(app, request.body, { ip: request.ip }, limits),
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session (revokes its refresh tokens)',
        body: LogoutBodySchema,
        response: { 200: MessageSchema, ...err },
      },
    },
    async (request) => {
      // Logout works with the access token, the refresh token, or both; an expired access token is ignored.
      const header = request.headers.authorization;
      const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
      const claims = token ? await verifyToken(app.config.jwtSecret, token) : null;
      const ok = await service.logout(app, {
        userId: claims?.sub,
        family: claims?.typ === 'access' ? (claims.fam ?? null) : null,
        refreshToken: request.body?.refresh_token,
      });
      if (!ok) throw errors.unauthorized();
      return { message: 'Logged out' };
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: secured,
        response: { 200: ProfileResponseSchema, ...err },
      },
    },
    async (request) => presentUser(request.user),
  );

  app.patch(
    '/auth/profile',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Update first and last name',
        security: secured,
        body: ProfilePatchSchema,
        response: { 200: ProfileResponseSchema, ...err },
      },
    },
    async (request) => service.updateProfile(app, request.user.id, request.body),
  );

  app.post(
    '/auth/refresh',
    {
      config: ipLimit(Math.max(rateLimit.login * 6, 60)),
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token and get a new access token',
        body: RefreshBodySchema,
        response: { 200: RefreshResponseSchema, ...err },
      },
    },
    async (request) => service.refresh(app, request.body.refresh_token),
  );

  app.post(
    '/auth/verify-email',
    {
      config: ipLimit(Math.max(rateLimit.login, 10)),
      schema: {
        tags: ['auth'],
        summary: 'Confirm the email address with the mailed token',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResponseSchema, ...err },
      },
    },
    async (request) => {
      const user = await service.verifyEmail(app, request.query.token);
      return { message: 'Your email has been verified. You can now log in.', user };
    },
  );

  app.post(
    '/auth/resend-verification',
    {
      config: ipLimit(rateLimit.resend),
      schema: {
        tags: ['auth'],
        summary: 'Send the verification mail again',
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...err },
      },
    },
    async (request) => {
      await resendPerEmail.hit(`resend:${request.body.email}`);
      await service.resendVerification(app, request.body.email);
      return { message: service.MESSAGES.verifyGeneric };
    },
  );

  app.post(
    '/auth/change-password',
    {
      preHandler: app.requireUser,
      config: ipLimit(rateLimit.login),
      schema: {
        tags: ['auth'],
        summary: 'Change the password',
        security: secured,
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...err },
      },
    },
    async (request) => {
      await service.changePassword(app, request.user, request.body, {
        ip: request.ip,
        family: request.sessionFamily,
      });
      return { message: 'Password changed successfully.' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: ipLimit(rateLimit.resend),
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link',
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...err },
      },
    },
    async (request) => {
      await resendPerEmail.hit(`reset:${request.body.email}`);
      await service.forgotPassword(app, request.body.email, { ip: request.ip });
      return { message: service.MESSAGES.resetGeneric };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: ipLimit(Math.max(rateLimit.login, 10)),
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the mailed token',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...err },
      },
    },
    async (request) => {
      await service.resetPassword(app, request.body.token, request.body.newPassword, {
        ip: request.ip,
      });
      return { message: 'Your password has been reset. You can now log in.' };
    },
  );

  // /mfa/setup and /mfa/enable also accept the temporary token that login hands to admins without 2FA.
  app.get(
    '/mfa/setup',
    {
      preHandler: app.requireUserOrMfaSetup,
      schema: {
        tags: ['mfa'],
        summary: 'Start 2FA enrolment: secret and QR code',
        security: secured,
        response: { 200: MfaSetupResponseSchema, ...err },
      },
    },
    async (request) => service.startMfaSetup(app, request.user),
  );

  app.post(
    '/mfa/enable',
    {
      preHandler: app.requireUserOrMfaSetup,
      config: ipLimit(rateLimit.mfa),
      schema: {
        tags: ['mfa'],
        summary: 'Confirm enrolment with a 6-digit code; returns backup codes',
        security: secured,
        body: MfaEnableBodySchema,
        response: { 200: MfaEnableResponseSchema, ...err },
      },
    },
    async (request) => {
      await limits.mfa.hit(`mfa:${request.user.id}`);
      const backupCodes = await service.enableMfa(app, request.user, request.body.token, {
        ip: request.ip,
      });
      return {
        backupCodes,
        message: 'Two-factor authentication is enabled. Keep your backup codes somewhere safe.',
      };
    },
  );

  app.post(
    '/mfa/disable',
    {
      preHandler: app.requireUser,
      config: ipLimit(rateLimit.mfa),
      schema: {
        tags: ['mfa'],
        summary: 'Turn 2FA off (needs a current code)',
        security: secured,
        body: MfaDisableBodySchema,
        response: { 200: MessageSchema, ...err },
      },
    },
    async (request) => {
      await limits.mfa.hit(`mfa:${request.user.id}`);
      await service.disableMfa(app, request.user, request.body.token, { ip: request.ip });
      return { message: 'Two-factor authentication is disabled.' };
    },
  );
};

export default authRoutes;
