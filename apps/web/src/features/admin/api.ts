/** Queries and mutations of the admin pages (all under /api/admin). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  LIMITS,
  type AdminOverview,
  type AdminUser,
  type AdminUserDeleteResult,
  type AdminUserList,
  type AdminUserUpdate,
  type AuditList,
  type BulkOperation,
  type BulkResult,
  type SalesMessage,
  type SalesMessageList,
  type SalesMessageStatus,
  type Tier,
  type TierUpdate,
} from '@vigil/shared';
import { api } from '../../api/client';

export interface UserFilters {
  search: string;
  role: string;
  tier: string;
  active: string;
  page: number;
}

export const adminKeys = {
  overview: ['admin', 'overview'] as const,
  users: (f: UserFilters) => ['admin', 'users', f] as const,
  tiers: ['admin', 'tiers'] as const,
  messages: (status: string) => ['admin', 'messages', status] as const,
  audit: (f: Record<string, string | number>) => ['admin', 'audit', f] as const,
};

export const USER_PAGE_SIZE = 25;

export function useOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => api.get<AdminOverview>('/admin/overview', { signal }),
  });
}

/** The user list refreshes every 30 seconds and when the window regains focus (spec section 2). */
export function useAdminUsers(f: UserFilters) {
  return useQuery({
    queryKey: adminKeys.users(f),
    queryFn: ({ signal }) =>
      api.get<AdminUserList>('/admin/users', {
        signal,
        query: {
          search: f.search || undefined,
          role: f.role || undefined,
          tier: f.tier || undefined,
          active: f.active || undefined,
          page: f.page,
          pageSize: USER_PAGE_SIZE,
        },
      }),
    refetchInterval: LIMITS.adminUserPollMs,
    refetchOnWindowFocus: 'always',
    placeholderData: (prev) => prev,
  });
}

function useInvalidate(prefix: string) {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['admin', prefix] });
}

export function useUpdateUser() {
  const inv = useInvalidate('users');
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminUserUpdate }) =>
      api.patch<AdminUser>(`/admin/users/${id}`, body),
    onSuccess: inv,
  });
}
export function useDeleteUser() {
  const inv = useInvalidate('users');
  return useMutation({
    mutationFn: (id: string) => api.delete<AdminUserDeleteResult>(`/admin/users/${id}`),
    onSuccess: inv,
  });
}
export function useResetPassword() {
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/admin/users/${id}/reset-password`),
  });
}
export function useResetMfa() {
  const inv = useInvalidate('users');
  return useMutation({
    mutationFn: (id: string) => api.post<{ message: string }>(`/admin/users/${id}/reset-mfa`),
    onSuccess: inv,
  });
}

export function useTiers() {
  return useQuery({
    queryKey: adminKeys.tiers,
    queryFn: ({ signal }) => api.get<Tier[]>('/admin/tiers', { signal }),
  });
}
export function useUpdateTier() {
  const inv = useInvalidate('tiers');
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TierUpdate }) =>
      api.put<Tier>(`/admin/tiers/${id}`, body),
    onSuccess: inv,
  });
}

export function useMessages(status: string) {
  return useQuery({
    queryKey: adminKeys.messages(status),
    queryFn: ({ signal }) =>
      api.get<SalesMessageList>('/admin/messages', {
        signal,
        query: { status: status || undefined, pageSize: 100 },
      }),
  });
}
export function useSetMessageStatus() {
  const inv = useInvalidate('messages');
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: SalesMessageStatus }) =>
      api.patch<SalesMessage>(`/admin/messages/${id}/status`, { status }),
    onSuccess: inv,
  });
}
export function useDeleteMessage() {
  const inv = useInvalidate('messages');
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/admin/messages/${id}`),
    onSuccess: inv,
  });
}

export function useBulk() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (op: BulkOperation) => api.post<BulkResult>(`/admin/bulk/${op}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export function useAudit(f: {
  actor: string;
  action: string;
  from: string;
  to: string;
  page: number;
}) {
  return useQuery({
    queryKey: adminKeys.audit(f),
    queryFn: ({ signal }) =>
      api.get<AuditList>('/admin/audit', {
        signal,
        query: {
          actor: f.actor || undefined,
          action: f.action || undefined,
          from: f.from || undefined,
          to: f.to || undefined,
          page: f.page,
          pageSize: 50,
        },
      }),
    placeholderData: (prev) => prev,
  });
}
