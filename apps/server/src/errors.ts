/**
 * One error catalogue and one error handler. Throw `AppError`s (or use the `errors.*` factories) from
 * services and routes; the handler answers `{ error: code, message }` with the error's status.
 * Unknown errors are logged and hidden behind a generic 500. Request validation errors (zod) become
 * 400 `VALIDATION_ERROR` with a readable message naming the field.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import type { ErrorBody } from '@vigil/shared';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra fields merged into the JSON answer (e.g. `retryAfterSeconds`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** The catalogue. Messages users see are the specification's texts where it gives one. */
export const errors = {
  validation: (message: string) => new AppError(400, 'VALIDATION_ERROR', message),
  badRequest: (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message),
  unauthorized: (message = 'No authentication token found. Please login.', code = 'UNAUTHORIZED') =>
    new AppError(401, code, message),
  invalidToken: (message = 'Invalid or expired token') =>
    new AppError(401, 'INVALID_TOKEN', message),
  invalidCredentials: () => new AppError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'),
  invalidMfaCode: () => new AppError(401, 'INVALID_MFA_CODE', 'Invalid verification code'),
  forbidden: (message = 'You do not have permission to do this.', code = 'FORBIDDEN') =>
    new AppError(403, code, message),
  emailNotVerified: () =>
    new AppError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.'),
  accountDisabled: () =>
    new AppError(
      403,
      'ACCOUNT_DISABLED',
      'This account has been disabled. Please contact support.',
    ),
  subscriptionRequired: (message: string) => new AppError(403, 'SUBSCRIPTION_REQUIRED', message),
  subscriptionExpired: (message: string) => new AppError(403, 'SUBSCRIPTION_EXPIRED', message),
  notFound: (message = 'Not found', code = 'NOT_FOUND') => new AppError(404, code, message),
  conflict: (message: string, code = 'CONFLICT') => new AppError(409, code, message),
  tooManyRequests: (
    message = 'Too many requests. Please try again later.',
    retryAfterSeconds?: number,
  ) =>
    new AppError(
      429,
      'RATE_LIMITED',
      message,
      retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
    ),
  unavailable: (message: string, code = 'SERVICE_UNAVAILABLE') => new AppError(503, code, message),
  internal: () =>
    new AppError(500, 'INTERNAL_ERROR', 'Something went wrong. Please try again later.'),
} as const;

/** The one error body, `{ error: code, message }` plus occasional extra fields (packages/shared). */
export type { ErrorBody } from '@vigil/shared';

/** Readable text for a list of zod issues: `email: Invalid email address; password: Too small`. */
export function formatIssues(issues: { path: PropertyKey[]; message: string }[]): string {
  return issues
    .map((i) => {
      const where = i.path.map(String).join('.');
      return where ? `${where}: ${i.message}` : i.message;
    })
    .join('; ');
}

const MULTIPART_MESSAGE =
  'The multipart/form-data body could not be read: it needs a non-empty boundary in its Content-Type and a closing boundary.';

/**
 * The multipart parser (busboy, under @fastify/multipart) reports a missing or empty boundary and a
 * body cut short with plain Errors; these are the client's mistakes, not ours.
 */
function isMultipartParseError(err: unknown): boolean {
  if (!(err instanceof Error) || (err as { statusCode?: unknown }).statusCode !== undefined)
    return false;
  return /^(Multipart: Boundary not found|Boundary required|The needle cannot (be an empty|have a length)|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data)/.test(
    err.message,
  );
}

/** Maps any thrown value to the status and body we answer with. */
export function toErrorResponse(err: unknown): {
  status: number;
  body: ErrorBody;
  report: boolean;
} {
  if (err instanceof AppError) {
    return {
      status: err.status,
      body: { error: err.code, message: err.message, ...err.extra },
      report: err.status >= 500,
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const ctx = (err as { validationContext?: string }).validationContext;
    const issues = err.validation.map((v) => {
      const p = (v.instancePath || '').split('/').filter(Boolean);
      return { path: p, message: v.message ?? 'is invalid' };
    });
    const msg = formatIssues(issues);
    return {
      status: 400,
      body: {
        error: 'VALIDATION_ERROR',
        message: ctx && !msg.includes(':') ? `${ctx}: ${msg}` : msg || 'Invalid request',
      },
      report: false,
    };
  }
  if (err instanceof ZodError) {
    return {
      status: 400,
      body: { error: 'VALIDATION_ERROR', message: formatIssues(err.issues) },
      report: false,
    };
  }
  if (isResponseSerializationError(err)) {
    return {
      status: 500,
      body: { error: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again later.' },
      report: true,
    };
  }
  if (isMultipartParseError(err)) {
    return {
      status: 400,
      body: { error: 'MULTIPART_INVALID', message: MULTIPART_MESSAGE },
      report: false,
    };
  }
  const fe = err as Partial<FastifyError> & { status?: number };
  const status = fe.statusCode ?? fe.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's and its plugins' own client errors (bad JSON, body too large, rate limit, multipart limits).
    const code =
      status === 429
        ? 'RATE_LIMITED'
        : status === 413
          ? 'PAYLOAD_TOO_LARGE'
          : status === 404
            ? 'NOT_FOUND'
            : status === 415
              ? 'UNSUPPORTED_MEDIA_TYPE'
              : 'BAD_REQUEST';
    const message =
      status === 429 ? 'Too many requests. Please try again later.' : (fe.message ?? 'Bad request');
    return { status, body: { error: code, message }, report: false };
  }
  return {
    status: 500,
    body: { error: 'INTERNAL_ERROR', message: 'Something went wrong. Please try again later.' },
    report: true,
  };
}

/** Installs the error handler and the JSON 404 for unknown routes. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body, report } = toErrorResponse(err);
    if (report) request.log.error({ err }, 'request failed');
    else request.log.info({ code: body.error, status }, body.message);
    if (
      status === 429 &&
      reply.getHeader('retry-after') === undefined &&
      typeof body.retryAfterSeconds === 'number'
    ) {
      reply.header('retry-after', String(body.retryAfterSeconds));
    }
    return reply.status(status).send(body);
  });
}
