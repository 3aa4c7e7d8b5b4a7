import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout, PublicLayout } from './components/layout/SiteLayout';
import { PageLoader } from './components/PageLoader';
import { RequireAdmin, RequireAuth } from './session/guards';

// Each feature folder is its own chunk, so the marketing pages do not load the app or admin code.
const marketing = () => import('./features/marketing');
const auth = () => import('./features/auth');
const app = () => import('./features/dashboard');
const services = () => import('./features/services');
const sast = () => import('./features/sast');
const projects = () => import('./features/projects');
const scans = () => import('./features/scans');
const reports = () => import('./features/reports');
const profile = () => import('./features/profile');
const admin = () => import('./features/admin');
const findings = () => import('./features/findings');

const HomePage = lazy(() => marketing().then((m) => ({ default: m.HomePage })));
const ServiceSastPage = lazy(() => marketing().then((m) => ({ default: m.ServiceSastPage })));
const ServiceDastPage = lazy(() => marketing().then((m) => ({ default: m.ServiceDastPage })));
const ContactPage = lazy(() => marketing().then((m) => ({ default: m.ContactPage })));
const InfoPage = lazy(() => marketing().then((m) => ({ default: m.InfoPage })));
const LoginPage = lazy(() => auth().then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => auth().then((m) => ({ default: m.RegisterPage })));
const MfaSetupPage = lazy(() => auth().then((m) => ({ default: m.MfaSetupPage })));
const ResetPasswordPage = lazy(() => auth().then((m) => ({ default: m.ResetPasswordPage })));
const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));
const VerifyEmailPage = lazy(() => auth().then((m) => ({ default: m.VerifyEmailPage })));
const DashboardPage = lazy(() => app().then((m) => ({ default: m.DashboardPage })));
const MyServicesPage = lazy(() => services().then((m) => ({ default: m.MyServicesPage })));
const UpgradePage = lazy(() => services().then((m) => ({ default: m.UpgradePage })));
const SastPage = lazy(() => sast().then((m) => ({ default: m.SastPage })));
const DastPage = lazy(() => sast().then((m) => ({ default: m.DastPage })));
const ProjectsPage = lazy(() => projects().then((m) => ({ default: m.ProjectsPage })));
const ScanHistoryPage = lazy(() => scans().then((m) => ({ default: m.ScanHistoryPage })));
const InventoryPage = lazy(() => findings().then((m) => ({ default: m.InventoryPage })));
const ExplorerPage = lazy(() => findings().then((m) => ({ default: m.ExplorerPage })));
const ProjectPage = lazy(() => findings().then((m) => ({ default: m.ProjectPage })));
const ReportsPage = lazy(() => reports().then((m) => ({ default: m.ReportsPage })));
const ProfileSettingsPage = lazy(() => profile().then((m) => ({ default: m.ProfileSettingsPage })));
const AdminDashboardPage = lazy(() => admin().then((m) => ({ default: m.AdminDashboardPage })));
const AdminUsersPage = lazy(() => admin().then((m) => ({ default: m.AdminUsersPage })));
const AdminTiersPage = lazy(() => admin().then((m) => ({ default: m.AdminTiersPage })));
const AdminMessagesPage = lazy(() => admin().then((m) => ({ default: m.AdminMessagesPage })));
const AdminAuditPage = lazy(() => admin().then((m) => ({ default: m.AdminAuditPage })));

/** Footer pages with short content of their own (spec section 2 route table). */
export const INFO_PAGES = [
  'pricing',
  'about',
  'blog',
  'careers',
  'docs',
  'api',
  'support',
  'privacy',
  'terms',
  'security',
  'cookies',
] as const;

/**
 * The public pages written out as HTML at build time (src/prerender.tsx), each with the feature
 * folder its page lives in: the browser loads that chunk before hydrating the page, and the page's
 * HTML preloads it.
 */
export const PRERENDERED_PAGES: Record<string, 'marketing' | 'auth'> = {
  '/': 'marketing',
  '/login': 'auth',
  '/register': 'auth',
  '/services/sast': 'marketing',
  '/services/dast': 'marketing',
  ...Object.fromEntries(INFO_PAGES.map((p) => [`/${p}`, 'marketing' as const])),
};

/** Load the feature chunk of a prerendered page (see PRERENDERED_PAGES). */
export function loadFeature(feature: 'marketing' | 'auth'): Promise<unknown> {
  return feature === 'auth' ? auth() : marketing();
}

/**
 * The route map of spec section 2. Public pages sit in the marketing layout; login-required pages
 * behind RequireAuth (signed out -> /login, remembering the page) in the app layout; /admin/* behind
 * RequireAdmin (non-admin -> /dashboard). Layouts provide the page's <main>; pages render content only.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageLoader fullHeight />}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="/" element={<HomePage />} />
          <Route path="/services/sast" element={<ServiceSastPage />} />
          <Route path="/services/dast" element={<ServiceDastPage />} />
          <Route path="/contact" element={<ContactPage />} />
          {INFO_PAGES.map((p) => (
            <Route key={p} path={`/${p}`} element={<InfoPage page={p} />} />
          ))}
          <Route path="/login" element={<LoginPage />} />
          <Route path="/register" element={<RegisterPage />} />
          <Route path="/mfa-setup" element={<MfaSetupPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
        </Route>
        <Route element={<RequireAuth />}>
          <Route element={<AppLayout />}>
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/services" element={<MyServicesPage />} />
            <Route path="/upgrade" element={<UpgradePage />} />
            <Route path="/sast" element={<SastPage />} />
            <Route path="/dast" element={<DastPage />} />
            <Route path="/projects" element={<ProjectsPage />} />
            <Route path="/scans" element={<ScanHistoryPage />} />
            <Route path="/vulnerabilities" element={<InventoryPage />} />
            <Route path="/scans/:scanId/findings" element={<ExplorerPage />} />
            <Route path="/projects/:projectId/findings" element={<ExplorerPage />} />
            <Route path="/projects/:projectId" element={<ProjectPage />} />
            <Route path="/reports" element={<ReportsPage />} />
            <Route path="/reports/:scanId" element={<ReportsPage />} />
            <Route path="/profile-settings" element={<ProfileSettingsPage />} />
          </Route>
        </Route>
        <Route element={<RequireAdmin />}>
          <Route element={<AppLayout />}>
            <Route path="/admin" element={<Navigate to="/admin/dashboard" replace />} />
            <Route path="/admin/dashboard" element={<AdminDashboardPage />} />
            <Route path="/admin/users" element={<AdminUsersPage />} />
            <Route path="/admin/tiers" element={<AdminTiersPage />} />
            <Route path="/admin/messages" element={<AdminMessagesPage />} />
            <Route path="/admin/audit" element={<AdminAuditPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
