/** Filter choices and labels of the findings screens, as pure data and functions. */
import {
  CODE_KIND_LABELS,
  FINDING_STATE_LABELS,
  TRIAGE_LABELS,
  type CodeKind,
  type FindingState,
  type TriageState,
} from '@vigil/shared';

/** The code-kind filter: '' (the default) is application code only, like GitHub code scanning. */
export const CODE_KIND_FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'Application code only' },
  { value: 'all', label: 'All code' },
  ...(['test', 'example', 'docs', 'generated', 'vendored'] as CodeKind[]).map((k) => ({
    value: k,
    label: `${CODE_KIND_LABELS[k]} only`,
  })),
];

/** The state filter: '' (the default) hides fixed findings. */
export const STATE_FILTERS: { value: string; label: string }[] = [
  { value: '', label: 'Open and reopened' },
  { value: 'open', label: 'Open' },
  { value: 'reopened', label: 'Reopened' },
  { value: 'fixed', label: 'Fixed' },
  { value: 'all', label: 'All states' },
];

/** What the server's codeKind parameter is for a filter value ('' means production). */
export function codeKindParam(v: string): string {
  return v === '' ? 'production' : v;
}

export function stateLabel(s: FindingState): string {
  return FINDING_STATE_LABELS[s];
}

export function triageLabel(s: TriageState): string {
  return TRIAGE_LABELS[s];
}

export function codeKindLabel(k: CodeKind): string {
  return CODE_KIND_LABELS[k];
}

/** The explorer link that opens one finding: its scan's explorer with the finding selected. */
export function findingHref(scanId: string, findingId: string): string {
  return `/scans/${scanId}/findings?finding=${encodeURIComponent(findingId)}`;
}
