/**
 * The error catalogue: every code the server answers with in `{ error: code, message }`, with its
 * HTTP status and whether the error handler reports it (logs it as a fault of ours rather than a
 * client mistake). `ErrorCode` is the union of its keys, so an AppError with a code not listed here
 * does not compile.
 *
 * One code has one status. The only exceptions are the codes whose entry lists `alsoStatus`: the
 * specification makes the same failure answer differently depending on the route, and the throw
 * site states that status explicitly (see `AppError`). Those are:
 *   - INVALID_TOKEN: 401 for access and refresh tokens (spec section 3, Session: a 401 makes the
 *     client refresh once and, if that fails, sign out); 400 for a one-time link of a mail
 *     (verify-email, reset-password), which is no session of the caller.
 *   - INVALID_MFA_CODE: 400 for a signed-in user enabling or disabling 2FA (a 401 there would make
 *     the client treat its session as failed); 401 as the second step of login, answered like every
 *     other failed sign-in (INVALID_CREDENTIALS).
 */

/** The statuses an error may have: client errors and server errors. */
export type ErrorStatus =
  400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 499 | 500 | 503 | 507;

export interface ErrorEntry {
  readonly status: ErrorStatus;
  /** Logged as an error with its stack (a fault of ours), rather than as an info line. */
  readonly report: boolean;
  /** Other statuses a throw site may state for this code; see the file's comment. */
  readonly alsoStatus?: readonly ErrorStatus[];
}

const client = <S extends ErrorStatus>(status: S) => ({ status, report: false }) as const;
const server = <S extends ErrorStatus>(status: S) => ({ status, report: true }) as const;

export const ERROR_CATALOGUE = {
  // 400: the request cannot be served as sent
  VALIDATION_ERROR: client(400),
  BAD_REQUEST: client(400),
  MULTIPART_INVALID: client(400),
  INVALID_PASSWORD: client(400),
  PASSWORD_UNCHANGED: client(400),
  INVALID_MFA_FORMAT: client(400),
  INVALID_MFA_CODE: { status: 400, report: false, alsoStatus: [401] },
  MFA_NOT_ENABLED: client(400),
  MFA_SETUP_NOT_STARTED: client(400),
  DAST_NOT_AVAILABLE: client(400),
  SCAN_NOT_CANCELLABLE: client(400),
  ARCHIVE_REFUSED: client(400),
  ARCHIVE_UNREADABLE: client(400),
  UPLOAD_REFUSED: client(400),
  REPOSITORY_URL_INVALID: client(400),
  REPOSITORY_HOST_REFUSED: client(400),
  REPOSITORY_BRANCH_NOT_FOUND: client(400),
  REPOSITORY_CLONE_FAILED: client(400),
  REPOSITORY_TOO_LARGE: client(400),
  REPOSITORY_TIMEOUT: client(400),
  // 401: no valid credentials
  UNAUTHORIZED: client(401),
  INVALID_TOKEN: { status: 401, report: false, alsoStatus: [400] },
  INVALID_CREDENTIALS: client(401),
  MFA_SETUP_REQUIRED: client(401),
  METRICS_TOKEN_REQUIRED: client(401),
  // 403: signed in, but not allowed
  FORBIDDEN: client(403),
  EMAIL_NOT_VERIFIED: client(403),
  ACCOUNT_DISABLED: client(403),
  SUBSCRIPTION_REQUIRED: client(403),
  SUBSCRIPTION_EXPIRED: client(403),
  PROJECT_LIMIT_REACHED: client(403),
  PROJECT_LIMIT_UNKNOWN: client(403),
  LAST_SUPER_ADMIN: client(403),
  MFA_REQUIRED_FOR_ADMINS: client(403),
  ROLE_NOT_ASSIGNABLE: client(403),
  SELF_PROTECTED: client(403),
  SUPER_ADMIN_PROTECTED: client(403),
  // 404: not there, or not the caller's
  NOT_FOUND: client(404),
  USER_NOT_FOUND: client(404),
  PROJECT_NOT_FOUND: client(404),
  SCAN_NOT_FOUND: client(404),
  FINDING_NOT_FOUND: client(404),
  MESSAGE_NOT_FOUND: client(404),
  TIER_NOT_FOUND: client(404),
  // 409: the state of the resource forbids it
  CONFLICT: client(409),
  EMAIL_TAKEN: client(409),
  MFA_ALREADY_ENABLED: client(409),
  NO_PROJECT: client(409),
  REPORT_NOT_READY: client(409),
  SOURCES_INCOMPLETE: client(409),
  // 410: the uploaded files of a scan are gone (another machine's upload, no longer stored)
  SOURCES_UNAVAILABLE: client(410),
  // 413, 415: body size and type
  PAYLOAD_TOO_LARGE: client(413),
  UPLOAD_TOO_LARGE: client(413),
  UNSUPPORTED_MEDIA_TYPE: client(415),
  // 429: slow down
  RATE_LIMITED: client(429),
  LOGIN_DELAYED: client(429),
  // 499: the caller went away (a clone stopped because its scan was cancelled)
  SOURCE_ABORTED: client(499),
  // 5xx: ours
  INTERNAL_ERROR: server(500),
  REPOSITORY_CLONE_ERROR: server(500),
  SERVICE_UNAVAILABLE: server(503),
  QUEUE_UNAVAILABLE: server(503),
  DATABASE_UNAVAILABLE: server(503),
  NOT_READY: server(503),
  MAIL_FAILED: server(503),
  INSUFFICIENT_STORAGE: server(507),
} as const satisfies Record<string, ErrorEntry>;

type Catalogue = typeof ERROR_CATALOGUE;

/** Every error code the server answers with. */
export type ErrorCode = keyof Catalogue;

/** The codes whose catalogue status is `S` (so a 404 factory takes only 404 codes). */
export type CodeWithStatus<S extends ErrorStatus> = {
  [K in ErrorCode]: Catalogue[K]['status'] extends S ? K : never;
}[ErrorCode];

/** The statuses a throw site may state for `C`: its own, plus its `alsoStatus` if it has one. */
export type StatusOf<C extends ErrorCode> =
  Catalogue[C]['status'] | (Catalogue[C] extends { alsoStatus: readonly (infer S)[] } ? S : never);

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The catalogue's entry of a code. */
export function errorEntry(code: ErrorCode): ErrorEntry {
  return ERROR_CATALOGUE[code];
}

/** The codes a response with this status may carry: the catalogue's status or one of its `alsoStatus`. */
export function codesWithStatus(status: number): ErrorCode[] {
  return ERROR_CODES.filter((code) => {
    const e: ErrorEntry = ERROR_CATALOGUE[code];
    return e.status === status || (e.alsoStatus?.includes(status as ErrorStatus) ?? false);
  });
}

/**
 * The OpenAPI schema of an error answer with `status`: the one error body, its `error` limited to
 * the catalogue's codes of that status. Throws for a status the catalogue has no code for, so a
 * route cannot document an error it cannot answer with.
 */
export function errorResponseDoc(status: number): Record<string, unknown> {
  const codes = codesWithStatus(status);
  if (codes.length === 0) throw new Error(`No error code of the catalogue has status ${status}`);
  return {
    description: `Error: one of ${codes.join(', ')}`,
    // Always JSON, also on routes that produce files.
    content: {
      'application/json': {
        schema: {
          type: 'object',
          required: ['error', 'message'],
          properties: {
            error: { type: 'string', enum: codes },
            message: { type: 'string' },
          },
          additionalProperties: true,
        },
      },
    },
  };
}

/** The catalogue as an OpenAPI component: every code, with its status. */
export function errorCodeComponent(): Record<string, unknown> {
  return {
    type: 'string',
    enum: ERROR_CODES,
    description: 'Every error code of the API, with its HTTP status (x-status).',
    'x-status': Object.fromEntries(
      ERROR_CODES.map((c) => {
        const e: ErrorEntry = ERROR_CATALOGUE[c];
        return [c, e.alsoStatus ? [e.status, ...e.alsoStatus] : e.status];
      }),
    ),
  };
}
