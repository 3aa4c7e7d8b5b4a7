/**
 * The error catalogue: every code the server answers with in `{ error: code, message }`, with its
 * HTTP status, what it means and whether the error handler reports it (logs it as a fault of ours rather than a
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
  /**
   * What the code means, as the API documentation states it. The `message` of an answer is the
   * throw site's, which says more (which field, which limit, when to retry).
   */
  readonly message: string;
}

const client = <S extends ErrorStatus>(status: S, message: string) =>
  ({ status, report: false, message }) as const;
const server = <S extends ErrorStatus>(status: S, message: string) =>
  ({ status, report: true, message }) as const;

export const ERROR_CATALOGUE = {
  // 400: the request cannot be served as sent
  VALIDATION_ERROR: client(
    400,
    'A field of the request is missing or not valid; the message names it.',
  ),
  BAD_REQUEST: client(400, 'The request cannot be served as sent.'),
  MULTIPART_INVALID: client(400, 'The multipart/form-data body could not be read.'),
  INVALID_PASSWORD: client(400, 'The current password given is wrong.'),
  PASSWORD_UNCHANGED: client(400, 'The new password is the same as the current one.'),
  INVALID_MFA_FORMAT: client(400, 'A two-factor code is six digits.'),
  INVALID_MFA_CODE: {
    status: 400,
    report: false,
    alsoStatus: [401],
    message: 'The two-factor code is not valid (401 as the second step of login).',
  },
  MFA_NOT_ENABLED: client(400, 'Two-factor authentication is not enabled on this account.'),
  MFA_SETUP_NOT_STARTED: client(400, 'Start the two-factor set-up before confirming it.'),
  DAST_NOT_AVAILABLE: client(400, 'Dynamic scans are not available.'),
  SCAN_NOT_CANCELLABLE: client(400, 'The scan cannot be cancelled in its current state.'),
  ARCHIVE_REFUSED: client(
    400,
    'The archive was refused (links, paths outside it, or too many or too large files).',
  ),
  ARCHIVE_UNREADABLE: client(400, 'The archive could not be read.'),
  UPLOAD_REFUSED: client(400, 'The upload was refused (larger than allowed, or not readable).'),
  REPOSITORY_URL_INVALID: client(400, 'The repository URL is not a valid http(s) Git URL.'),
  REPOSITORY_HOST_REFUSED: client(
    400,
    'The repository host is not allowed (a private or local address).',
  ),
  REPOSITORY_BRANCH_NOT_FOUND: client(400, 'The branch does not exist in the repository.'),
  REPOSITORY_CLONE_FAILED: client(
    400,
    'The repository could not be cloned (not found, or access denied).',
  ),
  REPOSITORY_TOO_LARGE: client(400, 'The repository is larger than allowed.'),
  REPOSITORY_TIMEOUT: client(400, 'Cloning the repository took too long.'),
  // 401: no valid credentials
  UNAUTHORIZED: client(401, 'No authentication token was sent.'),
  INVALID_TOKEN: {
    status: 401,
    report: false,
    alsoStatus: [400],
    message:
      'The token is invalid or expired, or its session has ended (400 for a one-time mail link).',
  },
  INVALID_CREDENTIALS: client(401, 'Invalid email or password.'),
  MFA_SETUP_REQUIRED: client(401, 'This token only serves to set up two-factor authentication.'),
  METRICS_TOKEN_REQUIRED: client(401, 'GET /metrics needs the metrics token.'),
  // 403: signed in, but not allowed
  FORBIDDEN: client(403, 'The caller may not do this.'),
  EMAIL_NOT_VERIFIED: client(403, 'The email address must be verified before logging in.'),
  ACCOUNT_DISABLED: client(403, 'The account has been disabled.'),
  SUBSCRIPTION_REQUIRED: client(403, "The caller's plan does not include this feature."),
  SUBSCRIPTION_EXPIRED: client(403, "The caller's subscription has expired."),
  PROJECT_LIMIT_REACHED: client(403, "The plan's number of projects is reached."),
  PROJECT_LIMIT_UNKNOWN: client(403, "The plan's project limit could not be determined."),
  LAST_SUPER_ADMIN: client(403, 'The last super admin cannot be removed, disabled or demoted.'),
  MFA_REQUIRED_FOR_ADMINS: client(403, 'Administrators must keep two-factor authentication on.'),
  ROLE_NOT_ASSIGNABLE: client(403, 'The caller may not assign this role.'),
  SELF_PROTECTED: client(403, "This action cannot be applied to the caller's own account."),
  SUPER_ADMIN_PROTECTED: client(403, 'Only a super admin may change a super admin.'),
  // 404: not there, or not the caller's
  NOT_FOUND: client(404, 'Not found.'),
  USER_NOT_FOUND: client(404, 'User not found.'),
  PROJECT_NOT_FOUND: client(404, "Project not found, or not the caller's."),
  SCAN_NOT_FOUND: client(404, "Scan not found, or not the caller's."),
  FINDING_NOT_FOUND: client(404, "Finding not found, or not the caller's."),
  MESSAGE_NOT_FOUND: client(404, 'Contact message not found.'),
  TIER_NOT_FOUND: client(404, 'Subscription tier not found.'),
  // 409: the state of the resource forbids it
  CONFLICT: client(409, 'The current state of the resource does not allow this.'),
  EMAIL_TAKEN: client(409, 'An account with this email address already exists.'),
  MFA_ALREADY_ENABLED: client(409, 'Two-factor authentication is already enabled.'),
  NO_PROJECT: client(409, 'Create a project before starting a scan.'),
  REPORT_NOT_READY: client(409, 'The report is available once its scan has completed.'),
  SOURCES_INCOMPLETE: client(
    409,
    "Some of the scan's files were not found (the scan was interrupted); start a new scan.",
  ),
  // 410: the uploaded files of a scan are gone (another machine's upload, no longer stored)
  SOURCES_UNAVAILABLE: client(
    410,
    'The uploaded files of the scan are no longer stored; start a new scan.',
  ),
  // 413, 415: body size and type
  PAYLOAD_TOO_LARGE: client(413, 'The request body is too large.'),
  UPLOAD_TOO_LARGE: client(413, 'The uploaded files are larger than allowed.'),
  UNSUPPORTED_MEDIA_TYPE: client(415, 'The content type of the body is not supported.'),
  // 429: slow down
  RATE_LIMITED: client(429, 'Too many requests; retry after the time given.'),
  LOGIN_DELAYED: client(
    429,
    'Too many failed logins for this account; retry after the time given.',
  ),
  // 499: the caller went away (a clone stopped because its scan was cancelled)
  SOURCE_ABORTED: client(499, 'Fetching the sources stopped because the scan was cancelled.'),
  // 5xx: ours
  INTERNAL_ERROR: server(500, 'Something went wrong on our side.'),
  REPOSITORY_CLONE_ERROR: server(500, 'Cloning the repository failed on our side.'),
  SERVICE_UNAVAILABLE: server(503, 'A service the request needs is not available.'),
  QUEUE_UNAVAILABLE: server(503, 'The scan queue is not available.'),
  DATABASE_UNAVAILABLE: server(503, 'The database is not reachable.'),
  NOT_READY: server(503, 'A part of the server (database or queue) is not ready.'),
  MAIL_FAILED: server(503, 'The mail could not be sent.'),
  INSUFFICIENT_STORAGE: server(507, 'Not enough disk space to store the files.'),
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
    description: codes
      .map((c) => `\`${c}\`: ${(ERROR_CATALOGUE[c] as ErrorEntry).message}`)
      .join('\n\n'),
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
    description:
      'Every error code of the API, with its HTTP status (x-status) and meaning (x-message).',
    'x-status': Object.fromEntries(
      ERROR_CODES.map((c) => {
        const e: ErrorEntry = ERROR_CATALOGUE[c];
        return [c, e.alsoStatus ? [e.status, ...e.alsoStatus] : e.status];
      }),
    ),
    'x-message': Object.fromEntries(
      ERROR_CODES.map((c) => [c, (ERROR_CATALOGUE[c] as ErrorEntry).message]),
    ),
  };
}
