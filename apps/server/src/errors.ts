/**
 * One error handler for the catalogue of error-codes.ts. Throw `AppError`s (or use the `errors.*`
 * factories) from services and routes; the handler answers `{ error: code, message }` with the
 * error's status, which is the catalogue's for its code.
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
import {
  ERROR_CATALOGUE,
  type CodeWithStatus,
  type ErrorCode,
  type StatusOf,
} from './error-codes.js';

export { ERROR_CATALOGUE, type ErrorCode } from './error-codes.js';

const INTERNAL_MESSAGE = 'Something went wrong. Please try again later.';

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  /** The HTTP status: the catalogue's, or one of its `alsoStatus` where the throw site states it. */
  readonly status: number;
  /** Extra fields merged into the JSON answer (e.g. `retryAfterSeconds`). */
  readonly extra?: Record<string, unknown>;
  constructor(
    readonly code: C,
    message: string,
    opts: { status?: StatusOf<C>; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    // A code missing from the catalogue cannot compile; from untyped callers it is our fault (500).
    this.status =
      (opts.status as number | undefined) ??
      (ERROR_CATALOGUE[code as ErrorCode] as { status: number } | undefined)?.status ??
      500;
    this.extra = opts.extra;
  }
}

/**
 * Factories for the common kinds. Each takes only codes whose catalogue status is its own, so
 * `notFound(msg, 'SCAN_NOT_FOUND')` compiles and `notFound(msg, 'EMAIL_TAKEN')` does not. Messages
 * users see are the specification's texts where it gives one.
 */
export const errors = {
  validation: (message: string) => new AppError('VALIDATION_ERROR', message),
  badRequest: (message: string, code: CodeWithStatus<400> = 'BAD_REQUEST') =>
    new AppError(code, message),
  unauthorized: (
    message = 'No authentication token found. Please login.',
    code: CodeWithStatus<401> = 'UNAUTHORIZED',
  ) => new AppError(code, message),
  /** A missing, forged or expired access token, or a refresh token that is not valid (401). */
  invalidToken: (message = 'Invalid or expired token') => new AppError('INVALID_TOKEN', message),
  invalidCredentials: () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password'),
  forbidden: (
    message = 'You do not have permission to do this.',
    code: CodeWithStatus<403> = 'FORBIDDEN',
  ) => new AppError(code, message),
  emailNotVerified: () =>
    new AppError('EMAIL_NOT_VERIFIED', 'Please verify your email before logging in.'),
  accountDisabled: () =>
    new AppError('ACCOUNT_DISABLED', 'This account has been disabled. Please contact support.'),
  subscriptionRequired: (message: string) => new AppError('SUBSCRIPTION_REQUIRED', message),
  subscriptionExpired: (message: string) => new AppError('SUBSCRIPTION_EXPIRED', message),
  notFound: (message = 'Not found', code: CodeWithStatus<404> = 'NOT_FOUND') =>
    new AppError(code, message),
  conflict: (message: string, code: CodeWithStatus<409> = 'CONFLICT') =>
    new AppError(code, message),
  tooManyRequests: (
    message = 'Too many requests. Please try again later.',
    retryAfterSeconds?: number,
  ) =>
    new AppError('RATE_LIMITED', message, {
      extra: retryAfterSeconds === undefined ? undefined : { retryAfterSeconds },
    }),
  unavailable: (message: string, code: CodeWithStatus<503> = 'SERVICE_UNAVAILABLE') =>
    new AppError(code, message),
  internal: () => new AppError('INTERNAL_ERROR', INTERNAL_MESSAGE),
} as const;

/**
 * The status and body of an error answered without throwing (health and readiness checks, the
 * JSON 404 of unknown routes): the status is the catalogue's.
 */
export function errorReply<
  C extends ErrorCode,
  E extends Record<string, unknown> = Record<never, never>,
>(
  code: C,
  message: string,
  extra?: E,
): { status: (typeof ERROR_CATALOGUE)[C]['status']; body: { error: C; message: string } & E } {
  return {
    status: ERROR_CATALOGUE[code].status,
    body: { error: code, message, ...(extra as E) },
  };
}

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

/** The answer of a code of the catalogue: its status, body and whether to report it. */
function answer(
  code: ErrorCode,
  message: string,
): { status: number; body: ErrorBody & { error: ErrorCode }; report: boolean } {
  const entry = ERROR_CATALOGUE[code];
  return { status: entry.status, body: { error: code, message }, report: entry.report };
}

/** Codes for the client errors of Fastify and its plugins, by their status. */
const FRAMEWORK_CODES: Partial<Record<number, ErrorCode>> = {
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/**
 * Maps any thrown value to the status and body we answer with. An AppError answers with its code's
 * catalogue status (or the one its throw site stated, for the few codes allowing it) and is
 * reported when the catalogue says so or its status is a 5xx.
 */
export function toErrorResponse(err: unknown): {
  status: number;
  body: ErrorBody & { error: ErrorCode };
  report: boolean;
} {
  if (err instanceof AppError) {
    const { code } = err as AppError;
    return {
      status: err.status,
      body: { error: code, message: err.message, ...err.extra },
      report:
        (ERROR_CATALOGUE[code] as { report: boolean } | undefined)?.report !== false ||
        err.status >= 500,
    };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const ctx = (err as { validationContext?: string }).validationContext;
    const issues = err.validation.map((v) => {
      const p = (v.instancePath || '').split('/').filter(Boolean);
      return { path: p, message: v.message ?? 'is invalid' };
    });
    const msg = formatIssues(issues);
    return answer(
      'VALIDATION_ERROR',
      ctx && !msg.includes(':') ? `${ctx}: ${msg}` : msg || 'Invalid request',
    );
  }
  if (err instanceof ZodError) return answer('VALIDATION_ERROR', formatIssues(err.issues));
  if (isResponseSerializationError(err)) return answer('INTERNAL_ERROR', INTERNAL_MESSAGE);
  if (isMultipartParseError(err)) return answer('MULTIPART_INVALID', MULTIPART_MESSAGE);
  const fe = err as Partial<FastifyError> & { status?: number };
  const status = fe.statusCode ?? fe.status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's and its plugins' own client errors (bad JSON, body too large, rate limit, multipart
    // limits). A status without a code of its own (400, and the rare 405, 406, 408, 431) answers
    // BAD_REQUEST with the framework's status.
    const code = FRAMEWORK_CODES[status];
    if (code === 'RATE_LIMITED') return answer(code, 'Too many requests. Please try again later.');
    if (code) return answer(code, fe.message ?? 'Bad request');
    return {
      status,
      body: { error: 'BAD_REQUEST', message: fe.message ?? 'Bad request' },
      report: false,
    };
  }
  return answer('INTERNAL_ERROR', INTERNAL_MESSAGE);
}

/**
 * Fastify's `frameworkErrors`: the router's refusals that no route or error handler sees, a URL whose
 * percent-encoding does not decode (FST_ERR_BAD_URL) and a path parameter longer than the router's
 * limit (FST_ERR_MAX_PARAM_LENGTH, a 414 of Fastify's own shape otherwise), answered as catalogue
 * errors. The path is not echoed: it may be kilobytes long.
 */
export function answerFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const { status, body } =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? errorReply('VALIDATION_ERROR', 'A path parameter of the URL is too long.')
      : errorReply('BAD_REQUEST', 'The URL is not valid: it holds a malformed percent-encoding.');
  void reply.status(status).send(body);
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
