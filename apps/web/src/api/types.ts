/**
 * Shapes the web app reads from the auth API (spec sections 3 and 7), from the shared contract in
 * `@vigil/shared` (packages/shared/src/api).
 */
import type {
  LoginResponse,
  MfaEnableResponse,
  MfaSetupResponse,
  RegisterResponse,
  User,
} from '@vigil/shared';

export type { MfaEnableResponse, MfaSetupResponse, RegisterResponse, User };

/**
 * A login, register or refresh answer as the client judges it: only one holding both tokens signs
 * the user in; the MFA flags steer the login page.
 */
export type TokenResponse = LoginResponse & { requiresEmailVerification?: boolean };

/** A plain confirmation; `message` may be absent on some answers. */
export interface MessageResponse {
  message?: string;
  success?: boolean;
}
