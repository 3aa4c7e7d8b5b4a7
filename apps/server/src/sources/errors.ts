/**
 * Errors of the sources area (uploads, archives, repository clones). Each carries an HTTP status and
 * a stable code; being AppErrors, the error handler answers with them directly. Messages are shown
 * to users.
 */
import { AppError } from '../errors.js';
export type SourceErrorCode =
  | 'ARCHIVE_REFUSED'
  | 'ARCHIVE_UNREADABLE'
  | 'UPLOAD_REFUSED'
  | 'UPLOAD_TOO_LARGE'
  | 'INSUFFICIENT_STORAGE'
  | 'REPOSITORY_URL_INVALID'
  | 'REPOSITORY_HOST_REFUSED'
  | 'REPOSITORY_BRANCH_NOT_FOUND'
  | 'REPOSITORY_CLONE_FAILED'
  | 'REPOSITORY_TOO_LARGE'
  | 'REPOSITORY_TIMEOUT'
  | 'SOURCE_ABORTED'
  | 'SOURCES_INCOMPLETE';

export class SourceError extends AppError {
  constructor(status: number, code: SourceErrorCode, message: string) {
    super(status, code, message);
    this.name = 'SourceError';
  }
}
