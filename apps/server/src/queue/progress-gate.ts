/**
 * Which progress updates of a scan are sent to the browser. The engine reports every file; sending
 * each one of a large scan would flood the socket, so updates are spaced out in time. A change of
 * phase, a forced update, or a move of the shown percentage always goes out, so a small scan (7
 * files) moves with each file instead of sitting at '0/7 files, 10%' until it is done. A scan of
 * any size sends at most one update per percent besides the timed ones.
 */
export const PROGRESS_EMIT_INTERVAL_MS = 250;

export interface ProgressGate {
  /** True when the update should be sent; records it as sent. */
  pass(phase: string, percent: number, force?: boolean, now?: number): boolean;
}

export function progressGate(intervalMs = PROGRESS_EMIT_INTERVAL_MS): ProgressGate {
  let lastAt = Number.NEGATIVE_INFINITY;
  let lastPhase: string | null = null;
  let lastPercent = -1;
  return {
    pass(phase, percent, force = false, now = Date.now()) {
      const shown = Math.round(percent);
      if (!force && phase === lastPhase && shown === lastPercent && now - lastAt < intervalMs)
        return false;
      lastAt = now;
      lastPhase = phase;
      lastPercent = shown;
      return true;
    },
  };
}
