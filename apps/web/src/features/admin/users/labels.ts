/** Labels and small formatting shared by the user-management screens. */
export const ROLE_LABEL = { USER: 'User', ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin' } as const;
export const TIER_LABEL = { GUEST: 'Guest', FOUNDATION: 'Foundation', SUMMIT: 'Summit' } as const;
/** How long the search text rests before the list is filtered by it. */
export const SEARCH_DEBOUNCE_MS = 300;

export function day(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

export interface Toast {
  type: 'success' | 'error';
  message: string;
}
