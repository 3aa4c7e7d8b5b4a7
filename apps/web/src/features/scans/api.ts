/**
 * Scan data for every scan screen (dashboard, scanner, Scan History, Vulnerabilities) through the
 * one HTTP client, with the query keys they share so one change refreshes them all.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  ScanDetail,
  ScanListQuery,
  ScanListResponse,
  ScanStartResponse,
  ScanStatistics,
} from '@vigil/shared';
import { api } from '../../api/client';

export const scanKeys = {
  all: ['scans'] as const,
  list: (q: Partial<ScanListQuery>) => ['scans', 'list', q] as const,
  statistics: ['scans', 'statistics'] as const,
  detail: (id: string) => ['scans', 'detail', id] as const,
};

/** Everything derived from scans is stale after a start, a cancel, a delete or a finished scan. */
export function invalidateScans(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: scanKeys.all });
}

export function useScanStatistics() {
  return useQuery({
    queryKey: scanKeys.statistics,
    queryFn: ({ signal }) => api.get<ScanStatistics>('/scans/statistics', { signal }),
    retry: 1,
  });
}

/** GET /api/scans; `pollWhileActive` refetches every 5 s while a listed scan is under way. */
export function useScanList(q: Partial<ScanListQuery>, opts: { pollWhileActive?: boolean } = {}) {
  return useQuery({
    queryKey: scanKeys.list(q),
    queryFn: ({ signal }) => api.get<ScanListResponse>('/scans', { signal, query: q }),
    placeholderData: (prev) => prev,
    retry: 1,
    refetchInterval: (query) =>
      opts.pollWhileActive && query.state.data?.scans.some((s) => isActiveStatus(s.status))
        ? ACTIVE_POLL_MS
        : false,
  });
}

const ACTIVE_POLL_MS = 5_000;

export function getScan(id: string, signal?: AbortSignal): Promise<ScanDetail> {
  return api.get<ScanDetail>(`/scans/${id}`, { signal });
}

export function cancelScan(
  id: string,
): Promise<{ scanId: string; status: 'cancelled'; message: string }> {
  return api.post(`/scans/${id}/cancel`);
}

/** POST /api/scans (multipart). */
export function startScan(form: FormData): Promise<ScanStartResponse> {
  return api.upload<ScanStartResponse>('/scans', form);
}

export function useDeleteScan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/scans/${id}`),
    onSettled: () => invalidateScans(client),
  });
}

export function useCancelScan() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelScan, onSettled: () => invalidateScans(client) });
}

/** Whether a scan is still under way (it may be cancelled). */
export function isActiveStatus(status: string): boolean {
  return ['pending', 'running', 'scanning', 'progress', 'active'].includes(status);
}

/** '89' for 'CWE-89' (the prefix is stripped for display, spec section 3). */
export function cweNumber(cwe: string | null | undefined): string | null {
  if (!cwe) return null;
  return cwe.replace(/^CWE-/i, '');
}

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
