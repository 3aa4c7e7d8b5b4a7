/**
 * The life of a scan: its statuses, and (below) every change of a scan's status with the event,
 * audit row and cleanup that go with it.
 */

/** Statuses of a scan that is waiting for or held by a worker (older spellings included). */
export const ACTIVE_SCAN_STATUSES: readonly string[] = [
  'pending',
  'running',
  'scanning',
  'progress',
  'active',
];
/** Statuses of a scan that ended on its own (cancelled is neither: it was stopped). */
export const FINISHED_SCAN_STATUSES: readonly string[] = ['completed', 'failed', 'error'];

export function isActiveStatus(status: string): boolean {
  return ACTIVE_SCAN_STATUSES.includes(status);
}
