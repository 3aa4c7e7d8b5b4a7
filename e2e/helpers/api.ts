/**
 * Test accounts through the HTTP API (not the UI), and handing their session to a browser page.
 * The base URL is the e2e server of env.ts.
 */
import type { Page } from '@playwright/test';
import { e2eEnv } from './env';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export interface TokenAnswer {
  access_token?: string;
  refresh_token?: string;
  user?: {
    id: string;
    email: string;
    role: string;
    subscriptionTier?: string;
    [k: string]: unknown;
  };
  requiresMfa?: boolean;
  requiresMfaSetup?: boolean;
  tempToken?: string;
  message?: string;
}

let counter = 0;

/** A unique, valid account description (strong password). */
export function newUser(prefix = 'user'): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${prefix}-${id}@example.test`,
    password: `Vigil-${id}-Pw1!`,
    firstName: 'Test',
    lastName: `User ${counter}`,
  };
}

/** Call the API; throws with the status and body on a non-2xx answer. */
export async function apiCall<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const { baseURL } = e2eEnv();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await fetch(`${baseURL}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : undefined;
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status}: ${text}`);
  return data as T;
}

/** POST /api/auth/register with the spec's body (name, surname, email, password). */
export async function registerUser(
  user: TestUser = newUser(),
): Promise<{ user: TestUser; answer: TokenAnswer }> {
  const answer = await apiCall<TokenAnswer>('POST', '/auth/register', {
    name: user.firstName,
    surname: user.lastName,
    email: user.email,
    password: user.password,
  });
  return { user, answer };
}

/** POST /api/auth/login. */
export function loginUser(
  email: string,
  password: string,
  mfaToken?: string,
): Promise<TokenAnswer> {
  return apiCall<TokenAnswer>(
    'POST',
    '/auth/login',
    mfaToken ? { email, password, mfaToken } : { email, password },
  );
}

/**
 * The first account of the fresh database (SUPER_ADMIN), registered by global-setup.ts before any
 * test, so every account a test registers is a plain USER.
 */
export function firstAccount(): TestUser {
  const email = process.env.E2E_ADMIN_EMAIL;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!email || !password)
    throw new Error('E2E_ADMIN_EMAIL is not set: run the tests through playwright.config.ts');
  return { email, password, firstName: 'First', lastName: 'Admin' };
}

/** Same as firstAccount(), for callers that await it. */
export async function ensureFirstAccount(): Promise<TestUser> {
  return firstAccount();
}

/** Sign a browser page in with tokens from the API: writes the spec's storage keys before any script runs. */
export async function signInPage(page: Page, answer: TokenAnswer): Promise<void> {
  if (!answer.access_token || !answer.refresh_token)
    throw new Error('signInPage needs a token answer');
  await page.addInitScript(
    (a) => {
      if (sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem('access_token', a.access_token);
      localStorage.setItem('token', a.access_token);
      localStorage.setItem('refresh_token', a.refresh_token);
      localStorage.setItem('user', JSON.stringify(a.user ?? null));
    },
    answer as { access_token: string; refresh_token: string; user?: unknown },
  );
}

/**
 * Open a page and wait until React owns its header (a prerendered page is hydrated, any other page
 * rendered): a click on a prerendered page before its script has run is only a click on HTML.
 */
export async function gotoLive(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() => {
    const el = document.querySelector('header');
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  });
}

/** Fill the /register form with the account (the page must be open). */
export async function fillRegisterForm(page: Page, u: TestUser): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(u.firstName);
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(u.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(u.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(u.password);
  await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(u.password);
}
