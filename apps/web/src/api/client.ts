/**
 * The one HTTP client of the web app. Every feature talks to the server through `api`.
 *
 * Usage (paths are relative to the API base `/api`):
 *
 *   import { api, ApiError } from '../../api/client';
 *
 *   const scans = await api.get<Scan[]>('/scans');
 *   const scans = await api.get<Scan[]>('/scans', { query: { status: 'completed', page: 2 } });
 *   const project = await api.post<Project>('/projects', { name, description });
 *   await api.patch<User>('/auth/profile', { firstName, lastName });
 *   await api.put<Tier>(`/admin/tiers/${id}`, body);
 *   await api.delete(`/scans/${id}`);
 *
 *   // multipart: build a FormData (repeat `files` for each file); no Content-Type header needed
 *   const form = new FormData();
 *   form.append('scanType', 'SAST');
 *   files.forEach((f) => form.append('files', f));
 *   const { scanId } = await api.upload<{ scanId: string }>('/scans', form);
 *
 *   // binary: get the Blob, or let the browser save it under a file name
 *   const blob = await api.blob(`/reports/${id}/download`);
 *   await api.download(`/reports/${id}/download`, `sast-report-${id}.pdf`);
 *
 *   // with TanStack Query
 *   useQuery({ queryKey: ['scans'], queryFn: ({ signal }) => api.get<Scan[]>('/scans', { signal }) });
 *
 * Errors: a non-2xx answer throws `ApiError` with `status`, `code` (the server's `error` field) and
 * `message` (the server's `message`, else the HTTP status text); `errorMessage(err, fallback)` gives
 * the text to show. The bearer access token is attached from storage. On a 401 the client makes
 * exactly one refresh with the stored refresh token (concurrent requests wait for that same refresh)
 * and retries once; when there is no refresh token or the refresh fails, the session is cleared and
 * the app goes to /login (spec section 4).
 */
import type { TokenResponse } from './types';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from '../session/storage';

export const API_BASE = '/api';

/** A failed API call: HTTP status, the server's error code and its message. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: unknown;

  constructor(status: number, message: string, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

/** The text to show for a failed call: the server's message when there is one, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.body && typeof err.body === 'object') {
    const m = (err.body as { message?: unknown }).message;
    if (typeof m === 'string' && m.trim()) return m;
  }
  return fallback;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  /** Query-string parameters; null and undefined values are left out. */
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * Bearer token to send instead of the stored access token (the MFA temp token). A request with
   * an explicit token never triggers the refresh.
   */
  token?: string;
  /** Send no Authorization header and never refresh (login, register, public forms). */
  anonymous?: boolean;
}

interface InternalOptions extends RequestOptions {
  method: string;
  body?: unknown;
  responseType?: 'json' | 'blob';
}

type AuthFailureHandler = () => void;
let onAuthFailure: AuthFailureHandler = () => {
  if (window.location.pathname !== '/login') window.location.assign('/login');
};

/** The SessionProvider installs a handler that clears its state and navigates to /login. */
export function setAuthFailureHandler(handler: AuthFailureHandler): () => void {
  const previous = onAuthFailure;
  onAuthFailure = handler;
  return () => {
    onAuthFailure = previous;
  };
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null) params.append(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const type = res.headers.get('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      return await res.json();
    } catch {
      return undefined;
    }
  }
  const text = await res.text();
  return text || undefined;
}

async function toError(res: Response): Promise<ApiError> {
  const body = await readBody(res).catch(() => undefined);
  let message = res.statusText || `Request failed with status ${res.status}`;
  let code: string | undefined;
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; error?: unknown };
    if (typeof b.message === 'string' && b.message) message = b.message;
    if (typeof b.error === 'string') code = b.error;
  }
  return new ApiError(res.status, message, code, body);
}

let refreshInFlight: Promise<string> | null = null;

/**
 * Exchange the stored refresh token for a new pair. Concurrent callers share one request.
 * Rejects with 'No refresh token available' when there is none.
 */
export function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new Error('No refresh token available');
      const res = await fetch(buildUrl('/auth/refresh'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (!res.ok) throw await toError(res);
      const data = (await readBody(res)) as TokenResponse | undefined;
      if (!data?.access_token) throw new Error('Invalid token response');
      setTokens(data.access_token, data.refresh_token ?? refreshToken);
      return data.access_token;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

/** Clear the session and hand over to the app (navigate to /login). */
function failAuth(): void {
  clearSession();
  onAuthFailure();
}

async function send(path: string, opts: InternalOptions, retried = false): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const token = opts.anonymous ? null : (opts.token ?? getAccessToken());
  if (token) headers.Authorization = `Bearer ${token}`;

  const res = await fetch(buildUrl(path, opts.query), {
    method: opts.method,
    headers,
    body,
    signal: opts.signal,
  });

  // One refresh and one retry, only for requests that carried the stored access token.
  if (res.status === 401 && token && !opts.token && !opts.anonymous && !retried) {
    try {
      await refreshAccessToken();
    } catch (err) {
      failAuth();
      if (err instanceof ApiError) throw err;
      throw new ApiError(
        401,
        err instanceof Error ? err.message : 'Session expired',
        'UNAUTHORIZED',
      );
    }
    return send(path, opts, true);
  }
  return res;
}

async function request<T>(path: string, opts: InternalOptions): Promise<T> {
  const res = await send(path, opts);
  if (!res.ok) throw await toError(res);
  if (opts.responseType === 'blob') return (await res.blob()) as T;
  return (await readBody(res)) as T;
}

/** Save a Blob under a file name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const api = {
  get: <T = unknown>(path: string, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'POST', body }),
  patch: <T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'PATCH', body }),
  put: <T = unknown>(path: string, body?: unknown, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'PUT', body }),
  delete: <T = unknown>(path: string, opts: RequestOptions = {}) =>
    request<T>(path, { ...opts, method: 'DELETE' }),
  /** POST (or another method) a multipart FormData body. */
  upload: <T = unknown>(
    path: string,
    form: FormData,
    opts: RequestOptions & { method?: 'POST' | 'PUT' | 'PATCH' } = {},
  ) => request<T>(path, { ...opts, method: opts.method ?? 'POST', body: form }),
  /** GET a binary answer as a Blob. */
  blob: (path: string, opts: RequestOptions = {}) =>
    request<Blob>(path, { ...opts, method: 'GET', responseType: 'blob' }),
  /** GET a binary answer and save it under `fileName`; resolves with the Blob. */
  download: async (path: string, fileName: string, opts: RequestOptions = {}) => {
    const blob = await request<Blob>(path, { ...opts, method: 'GET', responseType: 'blob' });
    saveBlob(blob, fileName);
    return blob;
  },
};
