/**
 * The rules of accounts and sessions: registration, login (password, second factor, forced 2FA
 * enrolment for admins, growing delay after failures), refresh, email verification, password
 * change and reset, and two-factor setup. No HTTP here: routes.ts calls these.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordBody,
  LoginBody,
  LoginResponse,
  ProfilePatch,
  RegisterBody,
  RegisterResponse,
  User,
} from '@vigil/shared';
import { MFA_CODE_MESSAGE } from '@vigil/shared';
import { audit } from '../../audit.js';
import {
  emailTokens,
  loginFailures,
  mfaSecrets,
  refreshTokens,
  users,
} from '../../db/schema/index.js';
import { AppError, errors } from '../../errors.js';
import type { AuthUser, UserRow } from '../../plugins/auth.js';
import type { KeyedLimiter } from '../../plugins/limiter.js';
import { signToken } from '../../plugins/tokens.js';
import {
  classifyCode,
  clearMfa,
  generateSecret,
  matchStep,
  replaceBackupCodes,
  setupMaterial,
  verifySecondFactor,
} from './mfa.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { presentUser } from './present.js';
import {
  createSession,
  randomToken,
  revokeAllSessions,
  revokeFamily,
  rotateRefreshToken,
  sha256,
  unopenedSession,
} from './sessions.js';
import { metrics } from '../../ops/metrics.js';

export const VERIFY_TOKEN_TTL_MS = 24 * 3600 * 1000;
export const RESET_TOKEN_TTL_MS = 3600 * 1000;
/** Longest delay imposed after repeated failed logins of one account. */
export const MAX_LOGIN_DELAY_SECONDS = 15 * 60;

export const MESSAGES = {
  registered: 'Registration successful. Please check your email to verify your account.',
  registeredVerifyFirst: 'Registration successful. Please verify your email before logging in.',
  emailTaken: 'An account with this email already exists.',
  verifyGeneric:
    'If an account with this email exists and is not verified yet, a verification email has been sent.',
  resetGeneric: 'If an account with this email exists, a password reset link has been sent.',
  mfaRequired: 'Enter the 6-digit code from your authenticator app, or a backup code.',
  mfaSetupRequired: 'Administrators must set up two-factor authentication before signing in.',
} as const;

export interface RequestContext {
  ip: string;
}

function stripHash(row: UserRow): AuthUser {
  const { passwordHash: _h, ...user } = row;
  return user;
}

async function findUserByEmail(app: FastifyInstance, email: string): Promise<UserRow | null> {
  const [row] = await app.db
    .select()
    .from(users)
    .where(eq(users.email, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

async function findUserById(app: FastifyInstance, id: string): Promise<UserRow | null> {
  const [row] = await app.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

// --- mail -------------------------------------------------------------------------------------

async function issueEmailToken(
  app: FastifyInstance,
  userId: string,
  kind: 'verify' | 'reset',
): Promise<string> {
  const token = randomToken();
  // A new link replaces the older unused ones of the same kind.
  await app.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(emailTokens.userId, userId), eq(emailTokens.kind, kind), isNull(emailTokens.usedAt)),
    );
  await app.db.insert(emailTokens).values({
    userId,
    kind,
    tokenHash: sha256(token),
    expiresAt: new Date(
      Date.now() + (kind === 'verify' ? VERIFY_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS),
    ),
  });
  return token;
}

/** Marks a one-time email token used and returns its user id; throws 400 when invalid, expired or used. */
async function consumeEmailToken(
  app: FastifyInstance,
  token: string,
  kind: 'verify' | 'reset',
): Promise<string> {
  const [row] = await app.db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, sha256(token)),
        eq(emailTokens.kind, kind),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: emailTokens.userId });
  if (!row) {
    // 400, not the catalogue's 401: a mailed link is not the caller's session, and a 401 would make
    // a signed-in client refresh its session and retry (spec section 3, Session).
    throw new AppError(
      'INVALID_TOKEN',
      kind === 'verify'
        ? 'This verification link is invalid or has expired. Please request a new one.'
        : 'This password reset link is invalid or has expired. Please request a new one.',
      { status: 400 },
    );
  }
  return row.userId;
}

function greeting(u: { firstName: string }): string {
  return u.firstName ? `Hello ${u.firstName},` : 'Hello,';
}

/** Mails a fresh verification link to the user. */
export async function sendVerificationEmail(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'email' | 'firstName'>,
): Promise<void> {
  const token = await issueEmailToken(app, user.id, 'verify');
  const link = `${app.config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await app.mailer.send({
    to: user.email,
    subject: 'Verify your email for Vigil',
    link,
    text: `${greeting(user)}\n\nPlease confirm your email address by opening this link:\n\n${link}\n\nThe link is valid for 24 hours. If you did not create a Vigil account, ignore this email.\n`,
    html: `<p>${escapeHtml(greeting(user))}</p><p>Please confirm your email address:</p><p><a href="${escapeHtml(link)}">Verify my email</a></p><p>Or open this link: ${escapeHtml(link)}</p><p>The link is valid for 24 hours. If you did not create a Vigil account, ignore this email.</p>`,
  });
}

/**
 * Mails a one-time password reset link (valid one hour) to the user. Used by forgot-password and
 * by the admin's "reset password". Throws 404 when the user does not exist.
 */
export async function sendPasswordReset(app: FastifyInstance, userId: string): Promise<void> {
  const user = await findUserById(app, userId);
  if (!user) throw errors.notFound('User not found', 'USER_NOT_FOUND');
  const token = await issueEmailToken(app, user.id, 'reset');
  const link = `${app.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await app.mailer.send({
    to: user.email,
    subject: 'Reset your Vigil password',
    link,
    text: `${greeting(user)}\n\nA password reset was requested for your Vigil account. Choose a new password here:\n\n${link}\n\nThe link is valid for one hour and works once. If you did not ask for this, ignore this email; your password stays unchanged.\n`,
    html: `<p>${escapeHtml(greeting(user))}</p><p>A password reset was requested for your Vigil account.</p><p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>Or open this link: ${escapeHtml(link)}</p><p>The link is valid for one hour and works once. If you did not ask for this, ignore this email.</p>`,
  });
}

/** Tells the owner of an account that someone tried to register with its email. */
async function sendExistingAccountNotice(
  app: FastifyInstance,
  owner: { email: string; firstName: string },
): Promise<void> {
  const login = `${app.config.publicUrl}/login`;
  const reset = `${app.config.publicUrl}/forgot-password`;
  await app.mailer.send({
    to: owner.email,
    subject: 'Someone tried to create a Vigil account with your email',
    link: login,
    text: `${greeting(owner)}\n\nSomeone (perhaps you) tried to create a Vigil account with this email address, which already has an account. No new account was created.\n\nTo sign in: ${login}\nForgot your password? ${reset}\n\nIf this was not you, you can ignore this email.\n`,
    html: `<p>${escapeHtml(greeting(owner))}</p><p>Someone (perhaps you) tried to create a Vigil account with this email address, which already has an account. No new account was created.</p><p><a href="${escapeHtml(login)}">Sign in</a> or <a href="${escapeHtml(reset)}">reset your password</a>.</p><p>If this was not you, you can ignore this email.</p>`,
  });
}

function escapeHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

// --- registration -----------------------------------------------------------------------------

function isAdmin(role: string): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

/**
 * Creates an account. The first account of an empty database becomes SUPER_ADMIN on SUMMIT; the
 * others get SIGNUP_TIER with a SIGNUP_TRIAL_DAYS trial (no end date for GUEST or 0 days).
 */
export async function register(
  app: FastifyInstance,
  body: RegisterBody,
  ctx: RequestContext,
): Promise<RegisterResponse> {
  const { config } = app;
  const email = body.email.toLowerCase();
  const passwordHash = await hashPassword(body.password);
  const now = new Date();
  const trialEnd = (tier: string) =>
    tier === 'GUEST' || config.signupTrialDays === 0
      ? null
      : new Date(now.getTime() + config.signupTrialDays * 86_400_000);

  const outcome = await app.db.transaction(async (tx) => {
    // Serialise sign-ups so that only one of two simultaneous first registrations becomes SUPER_ADMIN.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(727002)`);
    const [existing] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if (existing) {
      if (config.registerExistingEmail === 'conflict')
        throw errors.conflict(MESSAGES.emailTaken, 'EMAIL_TAKEN');
      return { existing, created: null };
    }
    const first = count === 0;
    const tier = first ? 'SUMMIT' : config.signupTier;
    const endDate = first ? null : trialEnd(tier);
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        firstName: body.name,
        lastName: body.surname,
        role: first ? 'SUPER_ADMIN' : 'USER',
        subscriptionTier: tier,
        subscriptionStartDate: tier === 'GUEST' ? null : now,
        subscriptionEndDate: endDate,
      })
      .returning();
    return { existing: null, created };
  });

  if (outcome.existing) {
    // REGISTER_EXISTING_EMAIL=mail: answer as a new sign-up would be answered, and mail the owner
    // instead, so that the answer does not tell whether the email has an account.
    const owner = outcome.existing;
    await audit(app.db, {
      actorId: null,
      action: 'user.register_existing_email',
      targetType: 'user',
      targetId: owner.id,
      ip: ctx.ip,
    });
    const tier = config.signupTier;
    const unsaved: AuthUser = {
      id: randomUUID(),
      email,
      firstName: body.name,
      lastName: body.surname,
      role: 'USER',
      isActive: true,
      emailVerified: false,
      mfaEnabled: false,
      subscriptionTier: tier,
      subscriptionStartDate: tier === 'GUEST' ? null : now,
      subscriptionEndDate: trialEnd(tier),
      lastLoginAt: null,
      createdAt: now,
      updatedAt: now,
    };
    // Without email verification a new account is signed in at once (the spec's register success
    // goes to /dashboard), so its answer holds a session's tokens. This answer holds tokens of the
    // same form that open no session: nobody gets into the owner's account, and the answer itself
    // (status, fields, timing) is a new sign-up's. The first request made with these tokens is
    // refused (401), which tells a prober what REQUIRE_EMAIL_VERIFICATION=true does not.
    const answer: RegisterResponse = config.requireEmailVerification
      ? {
          user: presentUser(unsaved),
          requiresEmailVerification: true,
          message: MESSAGES.registeredVerifyFirst,
        }
      : {
          ...(await unopenedSession(config.jwtSecret, unsaved.id)),
          user: presentUser(unsaved),
          requiresEmailVerification: false,
          message: MESSAGES.registered,
        };
    app.runInBackground('existing-account notice email', () =>
      sendExistingAccountNotice(app, owner),
    );
    return answer;
  }
  const row = outcome.created;

  await audit(app.db, {
    actorId: row.id,
    action: 'user.registered',
    targetType: 'user',
    targetId: row.id,
    details: { role: row.role, tier: row.subscriptionTier },
    ip: ctx.ip,
  });
  const answer = await newAccountAnswer(app, row);
  // Scheduled once the answer is ready: on the embedded database the mail's token row would
  // otherwise be written while the session is, holding this answer back (and only this one).
  app.runInBackground('verification email', () => sendVerificationEmail(app, row));
  return answer;
}

async function newAccountAnswer(app: FastifyInstance, row: UserRow): Promise<RegisterResponse> {
  const { config } = app;
  const user = presentUser(stripHash(row));
  if (config.requireEmailVerification) {
    return { user, requiresEmailVerification: true, message: MESSAGES.registeredVerifyFirst };
  }
  if (config.requireAdminMfa && isAdmin(row.role)) {
    // An administrator gets a session only after enrolling 2FA: hand over the setup token, as login does.
    const tempToken = await signToken(config.jwtSecret, row.id, row.role, 'mfa_setup');
    return {
      user,
      requiresEmailVerification: false,
      requiresMfaSetup: true,
      tempToken,
      message: `${MESSAGES.registered} ${MESSAGES.mfaSetupRequired}`,
    };
  }
  const tokens = await createSession(app.db, config.jwtSecret, row);
  return { ...tokens, user, requiresEmailVerification: false, message: MESSAGES.registered };
}

// --- login ------------------------------------------------------------------------------------

/** Seconds an account stays locked after its `failures`-th consecutive failure: 0, then 1, 2, 4, ... up to 15 minutes. */
export function loginDelaySeconds(failures: number, freeAttempts: number): number {
  if (failures < freeAttempts) return 0;
  return Math.min(2 ** (failures - freeAttempts), MAX_LOGIN_DELAY_SECONDS);
}

/** Failures older than this are forgotten (with the delay they caused). */
export const LOGIN_FAILURE_MEMORY_MS = 24 * 3600 * 1000;

/**
 * Counts a failed login for the submitted email, whether or not an account has it, and sets the
 * growing delay. Returns the number of consecutive failures and the delay.
 */
async function recordFailedLogin(
  app: FastifyInstance,
  email: string,
  reason: 'unknown_email' | 'bad_password' | 'bad_mfa_code',
): Promise<{ failures: number; delaySeconds: number }> {
  metrics.loginFailed(reason);
  const now = new Date();
  const forgetBefore = new Date(now.getTime() - LOGIN_FAILURE_MEMORY_MS);
  const [row] = await app.db
    .insert(loginFailures)
    .values({ email, failures: 1, lastFailedAt: now })
    .onConflictDoUpdate({
      target: loginFailures.email,
      set: {
        failures: sql`CASE WHEN ${loginFailures.lastFailedAt} < ${forgetBefore} THEN 1 ELSE ${loginFailures.failures} + 1 END`,
        lastFailedAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const delaySeconds = loginDelaySeconds(row.failures, app.config.loginFreeAttempts);
  if (delaySeconds > 0) {
    await app.db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + delaySeconds * 1000) })
      .where(eq(loginFailures.email, email));
  }
  // Now and then, drop the failures nobody has repeated for a day.
  if (Math.random() < 0.01) {
    void app.db
      .delete(loginFailures)
      .where(lt(loginFailures.lastFailedAt, forgetBefore))
      .catch((err: unknown) => app.log.warn({ err }, 'could not sweep old login failures'));
  }
  return { failures: row.failures, delaySeconds };
}

/** Throws 429 LOGIN_DELAYED while the email's delay runs (known and unknown emails alike). */
async function assertNotDelayed(app: FastifyInstance, email: string): Promise<void> {
  const [row] = await app.db
    .select({ lockedUntil: loginFailures.lockedUntil, lastFailedAt: loginFailures.lastFailedAt })
    .from(loginFailures)
    .where(eq(loginFailures.email, email))
    .limit(1);
  const until = row?.lockedUntil?.getTime() ?? 0;
  if (until <= Date.now() || row!.lastFailedAt.getTime() < Date.now() - LOGIN_FAILURE_MEMORY_MS)
    return;
  const wait = Math.ceil((until - Date.now()) / 1000);
  throw new AppError(
    'LOGIN_DELAYED',
    `Too many failed login attempts. Please try again in ${wait} seconds.`,
    { extra: { retryAfterSeconds: wait } },
  );
}

async function clearFailedLogins(app: FastifyInstance, email: string): Promise<void> {
  await app.db.delete(loginFailures).where(eq(loginFailures.email, email));
}

export interface LoginLimits {
  /** Per email address, counted on every attempt. */
  perEmail: KeyedLimiter;
  /** Per account, counted on every second-factor check. */
  mfa: KeyedLimiter;
}

export async function login(
  app: FastifyInstance,
  body: LoginBody,
  ctx: RequestContext,
  limits: LoginLimits,
): Promise<LoginResponse> {
  const { config } = app;
  const email = body.email.toLowerCase();
  await limits.perEmail.hit(`login:${email}`);

  // The delay follows the submitted email, account or not: its answer must not tell them apart.
  await assertNotDelayed(app, email);

  const user = await findUserByEmail(app, email);
  if (!user) {
    // Same work as a real check, so response time does not reveal which emails have accounts.
    await verifyPassword(await dummyPasswordHash(), body.password);
    const counted = await recordFailedLogin(app, email, 'unknown_email');
    await audit(app.db, {
      actorId: null,
      action: 'auth.login_failed',
      details: { reason: 'unknown_email', email, ...counted },
      ip: ctx.ip,
    });
    throw errors.invalidCredentials();
  }

  if (!(await verifyPassword(user.passwordHash, body.password))) {
    const counted = await recordFailedLogin(app, email, 'bad_password');
    await audit(app.db, {
      actorId: user.id,
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user.id,
      details: { reason: 'bad_password', ...counted },
      ip: ctx.ip,
    });
    throw errors.invalidCredentials();
  }
  if (!user.isActive) throw errors.accountDisabled();
  if (config.requireEmailVerification && !user.emailVerified) throw errors.emailNotVerified();

  if (user.mfaEnabled) {
    if (!body.mfaToken) return { requiresMfa: true, message: MESSAGES.mfaRequired };
    if (classifyCode(body.mfaToken) === 'malformed')
      throw new AppError('INVALID_MFA_FORMAT', MFA_CODE_MESSAGE);
    await limits.mfa.hit(`mfa:${user.id}`);
    if (!(await verifySecondFactor(app.db, user.id, body.mfaToken))) {
      const counted = await recordFailedLogin(app, email, 'bad_mfa_code');
      await audit(app.db, {
        actorId: user.id,
        action: 'auth.login_failed',
        targetType: 'user',
        targetId: user.id,
        details: { reason: 'bad_mfa_code', ...counted },
        ip: ctx.ip,
      });
      // 401 like every failed sign-in (INVALID_CREDENTIALS); see INVALID_MFA_CODE in error-codes.ts.
      throw new AppError('INVALID_MFA_CODE', 'Invalid verification code', { status: 401 });
    }
  } else if (config.requireAdminMfa && isAdmin(user.role)) {
    await clearFailedLogins(app, email);
    const tempToken = await signToken(config.jwtSecret, user.id, user.role, 'mfa_setup');
    await audit(app.db, {
      actorId: user.id,
      action: 'auth.mfa_setup_required',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
    });
    return {
      requiresMfaSetup: true,
      tempToken,
      user: presentUser(stripHash(user)),
      message: MESSAGES.mfaSetupRequired,
    };
  }

  await clearFailedLogins(app, email);
  await app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, user.id));
  const tokens = await createSession(app.db, config.jwtSecret, user);
  await audit(app.db, {
    actorId: user.id,
    action: 'auth.login',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
  });
  const fresh = (await findUserById(app, user.id)) ?? user;
  return { ...tokens, user: presentUser(stripHash(fresh)) };
}

// --- sessions ---------------------------------------------------------------------------------

export async function refresh(
  app: FastifyInstance,
  refreshToken: string,
): Promise<{ access_token: string; refresh_token: string }> {
  const rotated = await rotateRefreshToken(app.db, refreshToken);
  const user = await findUserById(app, rotated.userId);
  if (!user || !user.isActive) {
    await revokeFamily(app.db, rotated.familyId);
    throw errors.invalidToken('Your account is not available; please log in again');
  }
  return {
    access_token: await signToken(
      app.config.jwtSecret,
      user.id,
      user.role,
      'access',
      rotated.familyId,
    ),
    refresh_token: rotated.refreshToken,
  };
}

/**
 * Ends a session: revokes the refresh-token family of the access token and of the given refresh
 * token (either is enough). Returns false when neither named a session.
 */
export async function logout(
  app: FastifyInstance,
  opts: { userId?: string; family?: string | null; refreshToken?: string },
): Promise<boolean> {
  let done = false;
  if (opts.family) {
    await revokeFamily(app.db, opts.family);
    done = true;
  }
  if (opts.refreshToken) {
    const [row] = await app.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(opts.refreshToken)))
      .limit(1);
    if (row && (!opts.userId || row.userId === opts.userId)) {
      await revokeFamily(app.db, row.familyId);
      done = true;
    }
  }
  if (done && opts.userId)
    await audit(app.db, {
      actorId: opts.userId,
      action: 'auth.logout',
      targetType: 'user',
      targetId: opts.userId,
    });
  return done;
}

// --- profile and password ---------------------------------------------------------------------

export async function updateProfile(
  app: FastifyInstance,
  userId: string,
  patch: ProfilePatch,
): Promise<User> {
  const [row] = await app.db
    .update(users)
    .set({
      ...(patch.firstName !== undefined ? { firstName: patch.firstName } : {}),
      ...(patch.lastName !== undefined ? { lastName: patch.lastName } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw errors.notFound('User not found', 'USER_NOT_FOUND');
  return presentUser(stripHash(row));
}

/** Changes the password after checking the current one; other sessions are signed out. */
export async function changePassword(
  app: FastifyInstance,
  user: AuthUser,
  body: ChangePasswordBody,
  ctx: RequestContext & { family: string | null },
): Promise<void> {
  const row = await findUserById(app, user.id);
  if (!row) throw errors.notFound('User not found', 'USER_NOT_FOUND');
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
    await audit(app.db, {
      actorId: user.id,
      action: 'user.password_change_failed',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
    });
    // 400, not 401: the session is fine, only the typed password is wrong.
    throw new AppError('INVALID_PASSWORD', 'Current password is incorrect.');
  }
  if (body.currentPassword === body.newPassword) {
    throw errors.badRequest(
      'The new password must be different from the current one.',
      'PASSWORD_UNCHANGED',
    );
  }
  await app.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, user.id),
        isNull(refreshTokens.revokedAt),
        ...(ctx.family ? [ne(refreshTokens.familyId, ctx.family)] : []),
      ),
    );
  await audit(app.db, {
    actorId: user.id,
    action: 'user.password_changed',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
  });
}

// --- email verification and password reset ----------------------------------------------------

export async function verifyEmail(app: FastifyInstance, token: string): Promise<User> {
  const userId = await consumeEmailToken(app, token, 'verify');
  const [row] = await app.db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await audit(app.db, {
    actorId: userId,
    action: 'user.email_verified',
    targetType: 'user',
    targetId: userId,
  });
  return presentUser(stripHash(row));
}

/** Sends a new verification mail when the account exists and is unverified; says nothing either way. */
export async function resendVerification(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app, email);
  if (!user || user.emailVerified || !user.isActive) return;
  app.runInBackground('verification email', () => sendVerificationEmail(app, user));
}

/**
 * Mails a reset link when an active account has this email. Known and unknown emails do the same
 * work on the request path (one lookup, one audit row); the link and its mail are made afterwards,
 * off the request path, so the answer and its timing do not reveal the account.
 */
export async function forgotPassword(
  app: FastifyInstance,
  email: string,
  ctx: RequestContext,
): Promise<void> {
  const user = await findUserByEmail(app, email);
  const known = user !== null && user.isActive;
  await audit(app.db, {
    actorId: known ? user.id : null,
    action: 'user.password_reset_requested',
    targetType: 'user',
    targetId: known ? user.id : undefined,
    details: known ? {} : { email, unknown: true },
    ip: ctx.ip,
  });
  if (known) app.runInBackground('password reset email', () => sendPasswordReset(app, user.id));
}

/** Sets a new password from a reset link; every session is signed out and the login delay cleared. */
export async function resetPassword(
  app: FastifyInstance,
  token: string,
  newPassword: string,
  ctx: RequestContext,
): Promise<void> {
  const userId = await consumeEmailToken(app, token, 'reset');
  const [row] = await app.db
    .update(users)
    .set({
      passwordHash: await hashPassword(newPassword),
      // Following the mailed link proves the address.
      emailVerified: true,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (row) await clearFailedLogins(app, row.email);
  await revokeAllSessions(app.db, userId);
  await audit(app.db, {
    actorId: userId,
    action: 'user.password_reset',
    targetType: 'user',
    targetId: userId,
    ip: ctx.ip,
  });
}

// --- two-factor -------------------------------------------------------------------------------

/** Starts (or restarts) enrolment: a new pending secret, its otpauth URL and QR code. */
export async function startMfaSetup(app: FastifyInstance, user: AuthUser) {
  if (user.mfaEnabled)
    throw errors.conflict('Two-factor authentication is already enabled.', 'MFA_ALREADY_ENABLED');
  const secret = generateSecret();
  await app.db
    .insert(mfaSecrets)
    .values({ userId: user.id, pendingSecret: secret })
    .onConflictDoUpdate({
      target: mfaSecrets.userId,
      set: { pendingSecret: secret, updatedAt: new Date() },
    });
  return setupMaterial(user.email, secret);
}

/** Confirms enrolment with a code from the pending secret; returns 10 backup codes (shown once). */
export async function enableMfa(
  app: FastifyInstance,
  user: AuthUser,
  code: string,
  ctx: RequestContext,
): Promise<string[]> {
  if (user.mfaEnabled)
    throw errors.conflict('Two-factor authentication is already enabled.', 'MFA_ALREADY_ENABLED');
  const [row] = await app.db
    .select()
    .from(mfaSecrets)
    .where(eq(mfaSecrets.userId, user.id))
    .limit(1);
  if (!row?.pendingSecret)
    throw errors.badRequest('Start two-factor setup first.', 'MFA_SETUP_NOT_STARTED');
  const step = matchStep(row.pendingSecret, code);
  if (step === null) {
    await audit(app.db, {
      actorId: user.id,
      action: 'mfa.enable_failed',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
    });
    throw new AppError('INVALID_MFA_CODE', 'Invalid verification code');
  }
  await app.db
    .update(mfaSecrets)
    .set({
      secret: row.pendingSecret,
      pendingSecret: null,
      lastUsedStep: step,
      updatedAt: new Date(),
    })
    .where(eq(mfaSecrets.userId, user.id));
  await app.db
    .update(users)
    .set({ mfaEnabled: true, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  const codes = await replaceBackupCodes(app.db, user.id);
  await audit(app.db, {
    actorId: user.id,
    action: 'mfa.enabled',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
  });
  return codes;
}

/** Turns 2FA off after checking a current code (TOTP or backup). Admins cannot while 2FA is mandatory for them. */
export async function disableMfa(
  app: FastifyInstance,
  user: AuthUser,
  code: string,
  ctx: RequestContext,
): Promise<void> {
  if (!user.mfaEnabled)
    throw errors.badRequest('Two-factor authentication is not enabled.', 'MFA_NOT_ENABLED');
  if (app.config.requireAdminMfa && isAdmin(user.role)) {
    throw errors.forbidden(
      'Two-factor authentication is required for administrators.',
      'MFA_REQUIRED_FOR_ADMINS',
    );
  }
  if (classifyCode(code) === 'malformed')
    throw new AppError('INVALID_MFA_FORMAT', MFA_CODE_MESSAGE);
  if (!(await verifySecondFactor(app.db, user.id, code))) {
    await audit(app.db, {
      actorId: user.id,
      action: 'mfa.disable_failed',
      targetType: 'user',
      targetId: user.id,
      ip: ctx.ip,
    });
    throw new AppError('INVALID_MFA_CODE', 'Invalid verification code');
  }
  await clearMfa(app.db, user.id);
  await app.db
    .update(users)
    .set({ mfaEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await audit(app.db, {
    actorId: user.id,
    action: 'mfa.disabled',
    targetType: 'user',
    targetId: user.id,
    ip: ctx.ip,
  });
}

/** Admin action: removes a user's 2FA so they can enrol again. Throws 404 when the user does not exist. */
export async function resetMfa(
  app: FastifyInstance,
  userId: string,
  actorId: string,
  ip?: string,
): Promise<void> {
  const user = await findUserById(app, userId);
  if (!user) throw errors.notFound('User not found', 'USER_NOT_FOUND');
  await clearMfa(app.db, userId);
  await app.db
    .update(users)
    .set({ mfaEnabled: false, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await audit(app.db, {
    actorId,
    action: 'admin.mfa_reset',
    targetType: 'user',
    targetId: userId,
    ip,
  });
}
