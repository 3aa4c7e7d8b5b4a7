/** Projects and the subscription summary through the one HTTP client (spec section 7). */
import { useQuery } from '@tanstack/react-query';
import type {
  CreateProjectInput,
  Project,
  SubscriptionSummary,
  UpdateProjectInput,
} from '@vigil/shared';
import { api } from '../../api/client';

export const projectKeys = {
  all: ['projects'] as const,
  subscription: ['user', 'subscription'] as const,
};

/** GET /api/projects; `lenient` gives an empty list on error (the scanner's selector, spec section 7). */
export function useProjects(opts: { lenient?: boolean } = {}) {
  return useQuery({
    queryKey: [...projectKeys.all, opts.lenient ? 'lenient' : 'strict'],
    queryFn: async ({ signal }) => {
      if (!opts.lenient) return api.get<Project[]>('/projects', { signal });
      try {
        return await api.get<Project[]>('/projects', { signal });
      } catch {
        return [] as Project[];
      }
    },
    retry: opts.lenient ? false : 1,
  });
}

export function useSubscriptionSummary() {
  return useQuery({
    queryKey: projectKeys.subscription,
    queryFn: ({ signal }) => api.get<SubscriptionSummary>('/user/subscription', { signal }),
    retry: false,
  });
}

export function createProject(input: CreateProjectInput): Promise<Project> {
  return api.post<Project>('/projects', input);
}

export function updateProject(id: string, input: UpdateProjectInput): Promise<Project> {
  return api.patch<Project>(`/projects/${id}`, input);
}

export function deleteProject(id: string): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`/projects/${id}`);
}
