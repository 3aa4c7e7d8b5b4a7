import { ApiError } from '../../api/client';

/** 'Failed to start scan: {message or Unknown error}.' without a doubled full stop. */
export function startFailureText(err: unknown): string {
  const raw = err instanceof ApiError || err instanceof Error ? err.message : '';
  const message = (raw || 'Unknown error').trim().replace(/\.+$/, '');
  return `Failed to start scan: ${message}.`;
}
