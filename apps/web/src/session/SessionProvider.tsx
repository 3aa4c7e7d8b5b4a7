/**
 * The signed-in session (spec section 4) as React state.
 *
 *   const { user, isAuthenticated, isAdmin, login, logout } = useSession();
 *
 * Signing in stores both tokens and the user; logout clears them locally even when the server call
 * fails; a failed refresh (see api/client.ts) clears them and goes to /login. Every 60 seconds the
 * access token's exp claim is checked. On reload, once signed in, the profile is fetched again and
 * replaces the stored user ('Failed to fetch user profile' is logged on failure and the cached user
 * stays).
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, STORAGE_KEYS } from '@vigil/shared';
import { authApi } from '../api/auth';
import { refreshAccessToken, setAuthFailureHandler } from '../api/client';
import type { TokenResponse, User } from '../api/types';
import {
  acceptTokenResponse,
  clearSession,
  getAccessToken,
  getRefreshToken,
  getStoredUser,
  isTokenExpired,
  setStoredUser,
  subscribeSession,
} from './storage';

export interface SessionValue {
  user: User | null;
  isAuthenticated: boolean;
  /** ADMIN and SUPER_ADMIN (spec section 6). */
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /**
   * POST /auth/login. A complete token response signs the user in; the answer is returned as is so
   * the page can follow requiresMfa / requiresMfaSetup.
   */
  login: (email: string, password: string, mfaToken?: string) => Promise<TokenResponse>;
  /** Sign in from a token response obtained elsewhere (register); false when it lacks a token. */
  acceptTokens: (res: TokenResponse) => boolean;
  /** End the session on the server (failures logged and ignored) and locally. */
  logout: () => Promise<void>;
  /** Replace the stored user (after a profile update). */
  setUser: (user: User) => void;
  /** Fetch the profile again and store it; null on failure. */
  refreshProfile: () => Promise<User | null>;
}

/** The TanStack Query key of GET /auth/profile; refreshProfile keeps it in step with the stored user. */
export const PROFILE_QUERY_KEY = ['auth', 'profile'] as const;

const SessionContext = createContext<SessionValue | null>(null);

function snapshot(): string {
  if (typeof window === 'undefined') return '\n';
  try {
    return `${localStorage.getItem(STORAGE_KEYS.accessToken) ?? ''}\n${localStorage.getItem(STORAGE_KEYS.user) ?? ''}`;
  } catch {
    return '\n';
  }
}

export function isAdminRole(role: string | undefined | null): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const snap = useSyncExternalStore(subscribeSession, snapshot, () => '\n');
  const hasToken = snap.split('\n')[0] !== '';
  const user = useMemo(() => (hasToken ? getStoredUser() : null), [snap, hasToken]); // eslint-disable-line react-hooks/exhaustive-deps
  const isAuthenticated = hasToken;

  const navigate = useNavigate();
  const location = useLocation();
  const locationRef = useRef(location);
  locationRef.current = location;
  const queryClient = useQueryClient();

  // A failed refresh (or none possible) ends the session and goes to /login, remembering the page.
  useEffect(
    () =>
      setAuthFailureHandler(() => {
        queryClient.clear();
        const from = locationRef.current;
        if (from.pathname !== '/login') navigate('/login', { replace: true, state: { from } });
      }),
    [navigate, queryClient],
  );

  const refreshProfile = useCallback(async () => {
    try {
      const fresh = await authApi.profile();
      if (fresh && typeof fresh === 'object' && getAccessToken()) {
        setStoredUser(fresh);
        queryClient.setQueryData(PROFILE_QUERY_KEY, fresh);
      }
      return fresh;
    } catch (err) {
      console.error('Failed to fetch user profile', err);
      return null;
    }
  }, [queryClient]);

  // Once signed in (a reload with a stored token, or a fresh login) the profile replaces the stored user.
  useEffect(() => {
    if (isAuthenticated) void refreshProfile();
  }, [isAuthenticated, refreshProfile]);

  const logout = useCallback(async () => {
    const token = getAccessToken();
    if (token) {
      try {
        // The explicit token keeps an expired session from triggering a refresh just to log out.
        await authApi.logout(token, getRefreshToken());
      } catch (err) {
        console.error('Logout failed', err);
      }
    }
    clearSession();
    queryClient.clear();
  }, [queryClient]);

  // Every 60 s: an expired access token first gets the one shared refresh (the API issues
  // 15-minute access tokens beside 30-day refresh tokens); when that is impossible or fails the
  // session is over and the user goes to /login.
  useEffect(() => {
    if (!isAuthenticated) return;
    const id = window.setInterval(() => {
      const token = getAccessToken();
      if (!token || !isTokenExpired(token)) return;
      refreshAccessToken().catch(() => {
        clearSession();
        queryClient.clear();
        navigate('/login', { replace: true, state: { from: locationRef.current } });
      });
    }, LIMITS.tokenExpiryCheckMs);
    return () => window.clearInterval(id);
  }, [isAuthenticated, navigate, queryClient]);

  const login = useCallback(async (email: string, password: string, mfaToken?: string) => {
    const res = await authApi.login(email, password, mfaToken);
    if (res?.access_token || res?.refresh_token) acceptTokenResponse(res);
    return res;
  }, []);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      isAuthenticated,
      isAdmin: isAdminRole(user?.role),
      isSuperAdmin: user?.role === 'SUPER_ADMIN',
      login,
      acceptTokens: acceptTokenResponse,
      logout,
      setUser: setStoredUser,
      refreshProfile,
    }),
    [user, isAuthenticated, login, logout, refreshProfile],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session; must be used below <SessionProvider>. */
export function useSession(): SessionValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession must be used inside <SessionProvider>');
  return ctx;
}

/** The account label of the header: full name, else first name, else 'Account' (spec section 2). */
export function accountLabel(
  user: Pick<User, 'firstName' | 'lastName'> | null | undefined,
): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  if (first) return first;
  return 'Account';
}
