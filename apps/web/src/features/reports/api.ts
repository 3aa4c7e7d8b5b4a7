/**
 * Report data and exports through the one HTTP client: the report of a scan, the triage of a
 * finding, and the PDF / SARIF / CSV downloads with the spec's error texts (section 8).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REPORT_FILES,
  REPORT_MESSAGES,
  type Report,
  type ScanListQuery,
  type ScanListResponse,
  type Triage,
  type TriageBody,
} from '@vigil/shared';
import { api, ApiError } from '../../api/client';
import { getAccessToken } from '../../session/storage';

const ACTIVE = ['pending', 'running', 'scanning', 'progress', 'active'];

export const reportKeys = {
  all: ['reports'] as const,
  detail: (id: string, includeSuppressed: boolean) => ['reports', id, includeSuppressed] as const,
};

/**
 * GET /api/reports: the scans list (filters and pages of GET /api/scans) with triaged-out findings
 * left out of the counts. Keyed under 'scans' so a start, cancel or delete elsewhere refreshes it;
 * polled every 5 s while a listed scan is under way.
 */
export function useReportList(q: Partial<ScanListQuery>) {
  return useQuery({
    queryKey: ['scans', 'reports', q] as const,
    queryFn: ({ signal }) => api.get<ScanListResponse>('/reports', { signal, query: q }),
    placeholderData: (prev) => prev,
    retry: 1,
    refetchInterval: (query) =>
      query.state.data?.scans.some((s) => ACTIVE.includes(s.status)) ? 5_000 : false,
  });
}

export function useReport(id: string | null, includeSuppressed: boolean) {
  return useQuery({
    queryKey: reportKeys.detail(id ?? '', includeSuppressed),
    queryFn: ({ signal }) =>
      api.get<Report>(`/reports/${id}`, {
        signal,
        query: { includeSuppressed: includeSuppressed ? 'true' : undefined },
      }),
    enabled: !!id,
    placeholderData: (prev) => (prev && prev.scan.id === id ? prev : undefined),
    retry: 1,
    // A scan still under way: look again until its results are in.
    refetchInterval: (query) =>
      query.state.data && ACTIVE.includes(query.state.data.scan.status) ? 3_000 : false,
  });
}

export function useSetTriage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ findingId, body }: { findingId: string; body: TriageBody }) =>
      api.put<Triage>(`/findings/${findingId}/triage`, body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: reportKeys.all }),
        client.invalidateQueries({ queryKey: ['scans'] }),
      ]),
  });
}

export type ExportKind = 'pdf' | 'sarif' | 'csv';

/**
 * Downloads an export and saves it under the spec's file name. Resolves with null on success or the
 * text to show: the missing-token text, 'Failed to download report: {reason}.', or for a PDF that
 * failed without a reason 'Failed to download PDF report. Please try again.'
 */
export async function downloadExport(
  scanId: string,
  kind: ExportKind,
  includeSuppressed = false,
): Promise<string | null> {
  if (!getAccessToken()) return REPORT_MESSAGES.authRequired;
  const path = kind === 'pdf' ? `/reports/${scanId}/download` : `/reports/${scanId}/${kind}`;
  const name =
    kind === 'pdf'
      ? REPORT_FILES.pdf(scanId)
      : kind === 'sarif'
        ? REPORT_FILES.sarif(scanId)
        : REPORT_FILES.csv(scanId);
  try {
    await api.download(path, name, {
      query: { includeSuppressed: includeSuppressed && kind !== 'csv' ? 'true' : undefined },
    });
    return null;
  } catch (err) {
    if (err instanceof ApiError && err.message)
      return REPORT_MESSAGES.downloadFailed(err.message.replace(/\.$/, ''));
    return kind === 'pdf'
      ? REPORT_MESSAGES.pdfFailed
      : REPORT_MESSAGES.downloadFailed(err instanceof Error ? err.message : 'unknown error');
  }
}

/** Plain-text details of a finding for the clipboard. */
export function findingText(v: {
  title: string;
  severity: string;
  cweId: string | null;
  owasp: string | null;
  file: string | null;
  line: number | null;
  description: string;
  recommendation: string;
  codeSnippet: string;
}): string {
  return [
    `${v.title} (${v.severity})`,
    v.cweId ? `CWE: ${v.cweId}` : null,
    v.owasp ? `OWASP: ${v.owasp}` : null,
    v.file ? `Location: ${v.file}${v.line ? `:${v.line}` : ''}` : null,
    '',
    v.description,
    v.codeSnippet ? `\n${v.codeSnippet}\n` : null,
    v.recommendation ? `Recommendation: ${v.recommendation}` : null,
  ]
    .filter((x) => x !== null)
    .join('\n');
}

/** Copies text: the Clipboard API, else a hidden textarea and execCommand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea
  }
  const ta = document.createElement('textarea');
  ta.value = text;
  ta.setAttribute('readonly', '');
  ta.style.position = 'fixed';
  ta.style.opacity = '0';
  document.body.appendChild(ta);
  ta.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    ta.remove();
  }
}
