/**
 * The stored session (spec section 4): `access_token`, `refresh_token`, `token` (a copy of the
 * access token) and `user` in localStorage. Everything that reads or writes them goes through here,
 * and every change is announced so the SessionProvider (and other tabs, through the storage event)
 * stay in step.
 */
import { STORAGE_KEYS } from '@vigil/shared';
import type { TokenResponse, User } from '../api/types';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

/** Subscribe to session changes in this tab and in others; returns the unsubscribe function. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || (Object.values(STORAGE_KEYS) as string[]).includes(e.key)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function getAccessToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.accessToken) ?? null;
}

export function getRefreshToken(): string | null {
  return storage()?.getItem(STORAGE_KEYS.refreshToken) ?? null;
}

export function getStoredUser(): User | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as User) : null;
  } catch {
    return null;
  }
}

export function setStoredUser(user: User): void {
  storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  emit();
}

/** Store a fresh access/refresh pair (refresh rotation hands out a new refresh token each time). */
export function setTokens(accessToken: string, refreshToken: string): void {
  const s = storage();
  if (!s) return;
  s.setItem(STORAGE_KEYS.accessToken, accessToken);
  s.setItem(STORAGE_KEYS.token, accessToken);
  s.setItem(STORAGE_KEYS.refreshToken, refreshToken);
  emit();
}

/**
 * Accept a token response: only one carrying both tokens signs the user in (spec section 5);
 * otherwise 'Invalid token response' is logged and nothing is stored.
 */
export function acceptTokenResponse(res: TokenResponse | null | undefined): boolean {
  if (!res?.access_token || !res.refresh_token) {
    console.error('Invalid token response');
    return false;
  }
  const s = storage();
  if (!s) return false;
  s.setItem(STORAGE_KEYS.accessToken, res.access_token);
  s.setItem(STORAGE_KEYS.token, res.access_token);
  s.setItem(STORAGE_KEYS.refreshToken, res.refresh_token);
  if (res.user) s.setItem(STORAGE_KEYS.user, JSON.stringify(res.user));
  emit();
  return true;
}

/** Forget the whole session locally. */
export function clearSession(): void {
  const s = storage();
  if (s) for (const key of Object.values(STORAGE_KEYS)) s.removeItem(key);
  emit();
}

/** The `exp` claim (seconds since the epoch) of a JWT, or null when it has none or is malformed. */
export function tokenExpiry(token: string): number | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(
      part
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(part.length / 4) * 4, '='),
    );
    const payload: unknown = JSON.parse(json);
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token's exp claim lies in the past (a token without one is not judged expired). */
export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  return exp !== null && exp * 1000 <= nowMs;
}
