import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { cancelFailureText, scanErrorHint, scanErrorText } from './progressText';
import { startFailureText } from './startFailure';

describe('progress dialog texts', () => {
  it('prefixes the step and falls back to the unknown-error text', () => {
    expect(scanErrorText('Clone failed', 'clone')).toBe('Error during clone: Clone failed');
    expect(scanErrorText('', null)).toBe('Unknown error occurred during analysis');
    expect(scanErrorText(undefined, 'parse')).toBe(
      'Error during parse: Unknown error occurred during analysis',
    );
  });

  it('adds the LLM and time-out hints', () => {
    expect(scanErrorHint('The LLM service is down')).toBe(
      'The AI engine is temporarily unavailable. Please try again in a few moments.',
    );
    expect(scanErrorHint('Scan timeout after 600 s')).toBe(
      'The analysis took longer than expected. Try uploading smaller files or fewer files at once.',
    );
    expect(scanErrorHint('Repository not found')).toBeNull();
  });

  it('maps cancel failures by status', () => {
    const err = (status: number, body?: unknown, msg = 'Status text') =>
      new ApiError(status, msg, undefined, body);
    expect(cancelFailureText(err(404, { message: 'x' }))).toBe(
      'Cancel failed: Scan not found or already completed.',
    );
    expect(cancelFailureText(err(400, { message: 'Already cancelled.' }))).toBe(
      'Cancel failed: Already cancelled.',
    );
    expect(cancelFailureText(err(400, undefined))).toBe(
      'Cancel failed: Scan cannot be cancelled at this time.',
    );
    expect(cancelFailureText(err(401, { message: 'x' }))).toBe(
      'Cancel failed: Authentication required to cancel scan.',
    );
    expect(cancelFailureText(err(500, { message: 'Database down' }))).toBe(
      'Cancel failed: Database down',
    );
    expect(cancelFailureText(err(502, undefined, ''))).toBe(
      'Cancel failed: Unable to cancel scan.',
    );
    expect(cancelFailureText(new Error(''))).toBe('Cancel failed: Unable to cancel scan.');
  });

  it('start failure text', () => {
    expect(startFailureText(new ApiError(400, 'File type not supported: a.exe'))).toBe(
      'Failed to start scan: File type not supported: a.exe.',
    );
    expect(startFailureText(new ApiError(503, 'Queue down.'))).toBe(
      'Failed to start scan: Queue down.',
    );
    expect(startFailureText(null)).toBe('Failed to start scan: Unknown error.');
  });
});
