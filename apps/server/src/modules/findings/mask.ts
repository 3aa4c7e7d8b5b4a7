/**
 * The engine's credential masking applied to everything the server stores or exports: finding
 * rows (snippet, message, trace steps) before they are written, and every text of an export.
 */
import { maskSecrets } from '@vigil/engine';
import type { TraceStep } from '../../db/schema/index.js';

export { maskSecrets };

/** Masked text; null and undefined stay as they are. */
export function maskText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? maskSecrets(text) : text) as T;
}

/** A stored finding row with its snippet, description and trace masked. */
export function maskRow<
  R extends { snippet: string | null; description: string | null; trace: TraceStep[] | null },
>(row: R): R {
  return {
    ...row,
    snippet: maskText(row.snippet),
    description: maskText(row.description),
    trace: row.trace
      ? row.trace.map((t) => ({
          ...t,
          code: maskSecrets(t.code),
          ...(t.note ? { note: maskSecrets(t.note) } : {}),
        }))
      : row.trace,
  };
}
