/**
 * Data of the findings screens (inventory, explorer, project trend) through the one HTTP client.
 * Keys live under 'scans' and 'reports' invalidation: a bulk triage refreshes every count on
 * every screen (scan list, report dialog, totals, inventory, explorer, trend).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BulkTriageBody,
  BulkTriageResponse,
  FindingDetail,
  InventoryResponse,
  ProjectTrend,
  ScanFindingsQuery,
  ScanFindingsResponse,
  VulnerabilityListQuery,
} from '@vigil/shared';
import { api } from '../../api/client';

export const findingKeys = {
  inventory: (q: VulnerabilityListQuery) => ['scans', 'inventory', q] as const,
  scanFindings: (id: string, q: ScanFindingsQuery) => ['scans', 'findings', id, q] as const,
  detail: (id: string) => ['scans', 'finding', id] as const,
  trend: (projectId: string) => ['scans', 'trend', projectId] as const,
};

/** GET /api/vulnerabilities: the inventory, one row per finding per project. */
export function useInventory(q: VulnerabilityListQuery) {
  return useQuery({
    queryKey: findingKeys.inventory(q),
    queryFn: ({ signal }) =>
      api.get<InventoryResponse>('/vulnerabilities', {
        signal,
        query: q as Record<string, string | number | undefined>,
      }),
    placeholderData: (prev) => prev,
    retry: 1,
  });
}

/** Saves the inventory's filtered list as CSV (GET /api/vulnerabilities/export.csv). */
export async function downloadInventoryCsv(q: VulnerabilityListQuery): Promise<void> {
  const { page: _p, limit: _l, ...filters } = q;
  const day = new Date().toISOString().slice(0, 10);
  await api.download('/vulnerabilities/export.csv', `vigil-findings-${day}.csv`, {
    query: filters as Record<string, string | number | undefined>,
  });
}

/** GET /api/scans/:id/findings: a completed scan's findings, with groups. */
export function useScanFindings(scanId: string | null, q: ScanFindingsQuery) {
  return useQuery({
    queryKey: findingKeys.scanFindings(scanId ?? '', q),
    queryFn: ({ signal }) =>
      api.get<ScanFindingsResponse>(`/scans/${scanId}/findings`, {
        signal,
        query: q as Record<string, string | undefined>,
      }),
    enabled: !!scanId,
    placeholderData: (prev) => (prev && prev.scanId === scanId ? prev : undefined),
    retry: 1,
  });
}

/** GET /api/findings/:id: one finding with its code view and trace. */
export function useFindingDetail(id: string | null) {
  return useQuery({
    queryKey: findingKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<FindingDetail>(`/findings/${id}`, { signal }),
    enabled: !!id,
    retry: 1,
  });
}

/** GET /api/projects/:id/trend. */
export function useProjectTrend(projectId: string | null) {
  return useQuery({
    queryKey: findingKeys.trend(projectId ?? ''),
    queryFn: ({ signal }) => api.get<ProjectTrend>(`/projects/${projectId}/trend`, { signal }),
    enabled: !!projectId,
    retry: 1,
  });
}

/** POST /api/findings/triage: one state and comment for many findings, all or nothing. */
export function useBulkTriage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BulkTriageBody) => api.post<BulkTriageResponse>('/findings/triage', body),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['scans'] }),
        client.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}
