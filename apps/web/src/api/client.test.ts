import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A browser-like minimum for the client and the session storage: localStorage and window.
class MemoryStorage {
  private map = new Map<string, string>();
  getItem(k: string) {
    return this.map.has(k) ? this.map.get(k)! : null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}
const storage = new MemoryStorage();
vi.stubGlobal('window', {
  localStorage: storage,
  addEventListener: () => {},
  removeEventListener: () => {},
  location: { pathname: '/', assign: () => {} },
});
vi.stubGlobal('localStorage', storage);

const { api, ApiError, errorMessage, refreshAccessToken, setAuthFailureHandler } =
  await import('./client');
const { acceptTokenResponse, getAccessToken, getRefreshToken, isTokenExpired, tokenExpiry } =
  await import('../session/storage');

type Call = { url: string; method: string; auth: string | null; body: unknown };
let calls: Call[] = [];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** A fake server: /api/auth/refresh rotates tokens; other paths need `Bearer good-<n>`. */
function installServer(opts: { refreshOk?: boolean; refreshDelayMs?: number } = {}) {
  let generation = 0;
  const fetchMock = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    calls.push({ url, method: init?.method ?? 'GET', auth: headers.get('authorization'), body });
    if (url === '/api/auth/refresh') {
      await new Promise((r) => setTimeout(r, opts.refreshDelayMs ?? 10));
      if (opts.refreshOk === false)
        return json(401, { error: 'INVALID_TOKEN', message: 'Refresh token is not valid' });
      generation += 1;
      return json(200, {
        access_token: `good-${generation}`,
        refresh_token: `refresh-${generation}`,
      });
    }
    if (url.startsWith('/api/auth/login'))
      return json(401, { error: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
    if (headers.get('authorization')?.startsWith('Bearer good-'))
      return json(200, { ok: true, url });
    return json(401, { error: 'UNAUTHORIZED', message: 'Token expired' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => {
  storage.clear();
  calls = [];
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the stored bearer token, the query string and a JSON body under /api', async () => {
    installServer();
    acceptTokenResponse({ access_token: 'good-0', refresh_token: 'refresh-0' });
    await api.post('/projects', { name: 'p' }, { query: { a: 1, skip: undefined, b: 'x y' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/projects?a=1&b=x+y',
      method: 'POST',
      auth: 'Bearer good-0',
      body: { name: 'p' },
    });
  });

  it('makes exactly one refresh for concurrent 401s, stores the new pair and retries each request', async () => {
    installServer({ refreshDelayMs: 30 });
    acceptTokenResponse({ access_token: 'expired', refresh_token: 'refresh-0' });
    const results = await Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    expect(results).toHaveLength(3);
    const refreshes = calls.filter((c) => c.url === '/api/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0].body).toEqual({ refresh_token: 'refresh-0' });
    const retried = calls
      .filter((c) => c.auth === 'Bearer good-1')
      .map((c) => c.url)
      .sort();
    expect(retried).toEqual(['/api/a', '/api/b', '/api/c']);
    expect(getAccessToken()).toBe('good-1');
    expect(localStorage.getItem('token')).toBe('good-1');
    expect(getRefreshToken()).toBe('refresh-1');
  });

  it('on a failed refresh clears the session, hands over to the auth-failure handler and throws', async () => {
    installServer({ refreshOk: false });
    acceptTokenResponse({
      access_token: 'expired',
      refresh_token: 'refresh-0',
      user: { id: '1' } as never,
    });
    const onFail = vi.fn();
    const restore = setAuthFailureHandler(onFail);
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiError);
    restore();
    expect(onFail).toHaveBeenCalled();
    for (const key of ['access_token', 'refresh_token', 'token', 'user'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(calls.filter((c) => c.url === '/api/auth/refresh')).toHaveLength(1);
  });

  it("without a refresh token fails with 'No refresh token available' and never calls /auth/refresh", async () => {
    installServer();
    localStorage.setItem('access_token', 'expired');
    await expect(refreshAccessToken()).rejects.toThrow('No refresh token available');
    const onFail = vi.fn();
    const restore = setAuthFailureHandler(onFail);
    await expect(api.get('/a')).rejects.toThrow('No refresh token available');
    restore();
    expect(onFail).toHaveBeenCalledTimes(1);
    expect(calls.some((c) => c.url === '/api/auth/refresh')).toBe(false);
    expect(getAccessToken()).toBeNull();
  });

  it('does not refresh for anonymous calls (a wrong password is just an error)', async () => {
    installServer();
    acceptTokenResponse({ access_token: 'expired', refresh_token: 'refresh-0' });
    const err = await api
      .post('/auth/login', { email: 'a@b.c', password: 'x' }, { anonymous: true })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<typeof ApiError>).status).toBe(401);
    expect((err as InstanceType<typeof ApiError>).code).toBe('INVALID_CREDENTIALS');
    expect(errorMessage(err, 'fallback')).toBe('Invalid email or password');
    expect(calls).toHaveLength(1);
    expect(calls[0].auth).toBeNull();
    expect(getRefreshToken()).toBe('refresh-0');
  });

  it('errorMessage falls back when the error carries no server message', () => {
    expect(errorMessage(new Error('network'), 'Registration failed. Please try again.')).toBe(
      'Registration failed. Please try again.',
    );
    expect(errorMessage(new ApiError(500, 'Internal Server Error', undefined, 'oops'), 'x')).toBe(
      'x',
    );
  });
});

describe('session storage', () => {
  it("accepts a token response only with both tokens, else logs 'Invalid token response'", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(acceptTokenResponse({ access_token: 'a' })).toBe(false);
    expect(log).toHaveBeenCalledWith('Invalid token response');
    expect(getAccessToken()).toBeNull();
    expect(
      acceptTokenResponse({ access_token: 'a', refresh_token: 'r', user: { id: 'u' } as never }),
    ).toBe(true);
    expect(localStorage.getItem('access_token')).toBe('a');
    expect(localStorage.getItem('token')).toBe('a');
    expect(localStorage.getItem('refresh_token')).toBe('r');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual({ id: 'u' });
  });

  it('reads the exp claim of a JWT', () => {
    const jwt = (payload: object) =>
      `h.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.s`;
    expect(tokenExpiry(jwt({ exp: 1700000000 }))).toBe(1700000000);
    expect(tokenExpiry('garbage')).toBeNull();
    expect(isTokenExpired(jwt({ exp: 100 }), 101_000)).toBe(true);
    expect(isTokenExpired(jwt({ exp: 100 }), 99_000)).toBe(false);
    expect(isTokenExpired(jwt({ sub: 'x' }))).toBe(false);
  });
});
