// Pages of the auth feature (one lazy chunk; see routes.tsx).
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { MfaSetupPage } from './MfaSetupPage';
export { ForgotPasswordPage, ResetPasswordPage, VerifyEmailPage } from './RecoveryPages';
