/**
 * The explorer's list as data: the sections to show (one per rule or file, or one unnamed section)
 * with their findings in order, the flat order keyboard navigation walks, and moving through it.
 */
import type { FindingGroup, Severity } from '@vigil/shared';

export interface ExplorerSection<F> {
  key: string;
  label: string | null;
  severity: Severity | null;
  findings: F[];
}

/**
 * Sections in the server's group order, each with its findings in the group's order; findings the
 * groups do not mention (none expected) go to a last section so nothing is ever hidden.
 */
export function explorerSections<F extends { id: string }>(
  findings: F[],
  groups: FindingGroup[] | null,
): ExplorerSection<F>[] {
  if (!groups) return [{ key: '', label: null, severity: null, findings }];
  const byId = new Map(findings.map((f) => [f.id, f]));
  const seen = new Set<string>();
  const sections: ExplorerSection<F>[] = groups.map((g) => ({
    key: g.key,
    label: g.label || '(no file)',
    severity: g.severity,
    findings: g.findingIds.flatMap((id) => {
      const f = byId.get(id);
      if (!f || seen.has(id)) return [];
      seen.add(id);
      return [f];
    }),
  }));
  const rest = findings.filter((f) => !seen.has(f.id));
  if (rest.length)
    sections.push({ key: '\u0000other', label: 'Other', severity: null, findings: rest });
  return sections.filter((s) => s.findings.length > 0);
}

/** The ids in the order they are shown. */
export function flatOrder<F extends { id: string }>(sections: ExplorerSection<F>[]): string[] {
  return sections.flatMap((s) => s.findings.map((f) => f.id));
}

/**
 * The id `delta` steps from `current` in `order`, stopping at the ends; with no current finding
 * the first (moving down) or the last (moving up).
 */
export function stepFrom(order: string[], current: string | null, delta: number): string | null {
  if (order.length === 0) return null;
  const i = current ? order.indexOf(current) : -1;
  if (i < 0) return delta >= 0 ? order[0] : order[order.length - 1];
  return order[Math.max(0, Math.min(order.length - 1, i + delta))];
}

/** What a key press in the finding list means, or null for keys the list leaves alone. */
export function listKeyAction(key: string): 'next' | 'previous' | 'first' | 'last' | null {
  switch (key) {
    case 'j':
    case 'ArrowDown':
      return 'next';
    case 'k':
    case 'ArrowUp':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    default:
      return null;
  }
}
