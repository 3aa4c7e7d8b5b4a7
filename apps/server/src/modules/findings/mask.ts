/**
 * The engine's credential masking applied to everything the server stores or exports: finding
 * rows (snippet, message, trace steps) before they are written, and every text of an export.
 */
import { maskSecrets, maskTexts } from '@vigil/engine';
import type { TraceStep } from '../../db/schema/index.js';

export { maskSecrets };

/** Masked text; null and undefined stay as they are. */
export function maskText<T extends string | null | undefined>(text: T): T {
  return (typeof text === 'string' ? maskSecrets(text) : text) as T;
}

/** A stored finding row with its snippet, description and trace masked (together: see maskTexts). */
export function maskRow<
  R extends { snippet: string | null; description: string | null; trace: TraceStep[] | null },
>(row: R): R {
  const trace = row.trace ?? [];
  const texts = [
    row.snippet ?? '',
    row.description ?? '',
    ...trace.map((t) => t.code),
    ...trace.map((t) => t.note ?? ''),
  ];
  const m = maskTexts(texts);
  if (m.every((x, i) => x === texts[i])) return row;
  const n = trace.length;
  return {
    ...row,
    snippet: row.snippet === null ? null : m[0],
    description: row.description === null ? null : m[1],
    trace: row.trace
      ? row.trace.map((t, i) => ({
          ...t,
          code: m[2 + i],
          ...(t.note ? { note: m[2 + n + i] } : {}),
        }))
      : row.trace,
  };
}
