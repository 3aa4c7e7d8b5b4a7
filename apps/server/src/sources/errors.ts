/**
 * Errors of the sources area (uploads, archives, repository clones). Their codes, statuses and
 * whether they are reported come from the error catalogue (../error-codes.ts); being AppErrors, the
 * error handler answers with them directly. Messages are shown to users.
 */
import { AppError } from '../errors.js';
import type { ErrorCode } from '../error-codes.js';

export const SOURCE_ERROR_CODES = [
  'ARCHIVE_REFUSED',
  'ARCHIVE_UNREADABLE',
  'UPLOAD_REFUSED',
  'UPLOAD_TOO_LARGE',
  'INSUFFICIENT_STORAGE',
  'REPOSITORY_URL_INVALID',
  'REPOSITORY_HOST_REFUSED',
  'REPOSITORY_BRANCH_NOT_FOUND',
  'REPOSITORY_CLONE_FAILED',
  'REPOSITORY_CLONE_ERROR',
  'REPOSITORY_TOO_LARGE',
  'REPOSITORY_TIMEOUT',
  'SOURCE_ABORTED',
  'SOURCES_INCOMPLETE',
  'SOURCES_UNAVAILABLE',
] as const satisfies readonly ErrorCode[];
export type SourceErrorCode = (typeof SOURCE_ERROR_CODES)[number];

export class SourceError extends AppError {
  constructor(code: SourceErrorCode, message: string) {
    super(code, message);
    this.name = 'SourceError';
  }
}
