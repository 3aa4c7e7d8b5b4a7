/** Route guards of spec section 2. */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from './SessionProvider';

/** Signed-out visitors go to /login; the page they asked for travels in `state.from`. */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { isAuthenticated } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** Non-admins go to /dashboard (signed-out visitors to /login first). */
export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { isAuthenticated, isAdmin } = useSession();
  const location = useLocation();
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!isAdmin) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

/** Where a freshly signed-in user lands: ADMIN and SUPER_ADMIN on /admin/users, others on /dashboard. */
export function homeFor(role: string | undefined | null): string {
  return role === 'ADMIN' || role === 'SUPER_ADMIN' ? '/admin/users' : '/dashboard';
}
