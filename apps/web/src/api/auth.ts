/** Calls of the auth and MFA API (spec section 7), typed for the pages that use them. */
import { api } from './client';
import type {
  MessageResponse,
  MfaEnableResponse,
  MfaSetupResponse,
  TokenResponse,
  User,
} from './types';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export const authApi = {
  login: (email: string, password: string, mfaToken?: string) =>
    api.post<TokenResponse>(
      '/auth/login',
      mfaToken ? { email, password, mfaToken } : { email, password },
      { anonymous: true },
    ),
  /** The spec's register body is name, surname, email, password. */
  register: (input: RegisterInput) =>
    api.post<TokenResponse>(
      '/auth/register',
      {
        name: input.firstName,
        surname: input.lastName,
        email: input.email,
        password: input.password,
      },
      { anonymous: true },
    ),
  /**
   * The explicit access token keeps a stale session from triggering a refresh just to log out; the
   * refresh token, when given, lets the server revoke the session even if the access token expired.
   */
  logout: (token: string, refreshToken?: string | null) =>
    api.post<MessageResponse>(
      '/auth/logout',
      refreshToken ? { refresh_token: refreshToken } : undefined,
      { token },
    ),
  profile: (signal?: AbortSignal) => api.get<User>('/auth/profile', { signal }),
  updateProfile: (body: { firstName: string; lastName: string }) =>
    api.patch<User>('/auth/profile', body),
  changePassword: (currentPassword: string, newPassword: string) =>
    api.post<MessageResponse>('/auth/change-password', { currentPassword, newPassword }),
  verifyEmail: (token: string) =>
    api.post<MessageResponse>('/auth/verify-email', undefined, {
      query: { token },
      anonymous: true,
    }),
  resendVerification: (email: string) =>
    api.post<MessageResponse>('/auth/resend-verification', { email }, { anonymous: true }),
  forgotPassword: (email: string) =>
    api.post<MessageResponse>('/auth/forgot-password', { email }, { anonymous: true }),
  resetPassword: (token: string, password: string) =>
    api.post<MessageResponse>(
      '/auth/reset-password',
      { token, newPassword: password },
      { anonymous: true },
    ),
  /** With a temp token from login (MFA setup required) or, without one, the signed-in session. */
  mfaSetup: (tempToken?: string) =>
    api.get<MfaSetupResponse>('/mfa/setup', tempToken ? { token: tempToken } : {}),
  mfaEnable: (code: string, tempToken?: string) =>
    api.post<MfaEnableResponse>(
      '/mfa/enable',
      { token: code },
      tempToken ? { token: tempToken } : {},
    ),
  mfaDisable: (code: string) => api.post<MessageResponse>('/mfa/disable', { token: code }),
};
