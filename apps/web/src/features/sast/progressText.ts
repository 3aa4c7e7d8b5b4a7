/** Texts of the progress dialog (spec sections 4 and 8), as pure functions. */
import { ApiError } from '../../api/client';

export const PROGRESS_TEXT = {
  initializing: 'Initializing security analysis...',
  analyzing: 'Analyzing code for security vulnerabilities...',
  completed: 'Analysis completed successfully!',
  unknownError: 'Unknown error occurred during analysis',
  cancelledText: 'The analysis was cancelled.',
  titleRunning: 'SAST Analysis in Progress',
  titleCompleted: 'SAST Analysis Complete',
  titleFailed: 'SAST Analysis Failed',
  titleCancelled: 'SAST Analysis Cancelled',
  llmHint: 'The AI engine is temporarily unavailable. Please try again in a few moments.',
  timeoutHint:
    'The analysis took longer than expected. Try uploading smaller files or fewer files at once.',
} as const;

/** The error text of scan:error: the error (or the unknown-error text), prefixed with the step. */
export function scanErrorText(error: string | null | undefined, step?: string | null): string {
  const text = error?.trim() || PROGRESS_TEXT.unknownError;
  return step ? `Error during ${step}: ${text}` : text;
}

/** The hint under an error: the LLM service, or a time-out. */
export function scanErrorHint(text: string): string | null {
  if (/\bLLM\b/i.test(text)) return PROGRESS_TEXT.llmHint;
  if (/time[\s-]?out|timed out/i.test(text)) return PROGRESS_TEXT.timeoutHint;
  return null;
}

function serverText(err: ApiError): string | null {
  const body = err.body as { message?: unknown; error?: unknown } | undefined;
  if (body && typeof body === 'object') {
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (typeof body.error === 'string' && body.error.trim()) return body.error;
  }
  return null;
}

/** 'Cancel failed: {reason}' with the reason by HTTP status (spec section 8). */
export function cancelFailureText(err: unknown): string {
  let reason: string;
  if (err instanceof ApiError) {
    if (err.status === 404) reason = 'Scan not found or already completed.';
    else if (err.status === 400)
      reason = serverText(err) ?? 'Scan cannot be cancelled at this time.';
    else if (err.status === 401) reason = 'Authentication required to cancel scan.';
    else reason = serverText(err) ?? (err.message || 'Unable to cancel scan.');
  } else {
    reason = err instanceof Error && err.message ? err.message : 'Unable to cancel scan.';
  }
  return `Cancel failed: ${reason}`;
}
