import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSession } from '../../session/SessionProvider';

export const ADMIN_NAV = [
  { to: '/admin/dashboard', label: 'Overview' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/tiers', label: 'Tiers' },
  { to: '/admin/messages', label: 'Sales Messages' },
  { to: '/admin/audit', label: 'Audit Log' },
  { to: '/admin/dashboard#bulk-operations', label: 'Bulk Operations' },
] as const;

/** The admin title bar: the page title, who is signed in, and navigation among the admin pages. */
export function AdminTitleBar({ title, subtitle }: { title: string; subtitle?: string }) {
  const { user } = useSession();
  const { pathname, hash } = useLocation();
  const current =
    ADMIN_NAV.find((n) => n.to === `${pathname}${hash}`) ??
    ADMIN_NAV.find((n) => n.to === pathname);
  return (
    <Paper
      component="header"
      square
      elevation={0}
      sx={{ bgcolor: '#0b3d2e', color: '#fff', mb: 3 }}
      data-testid="admin-title-bar"
    >
      <Container maxWidth="xl" sx={{ pt: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <AdminPanelSettingsIcon aria-hidden />
          <Box sx={{ flex: 1, minWidth: 200 }}>
            <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
              Admin Panel · {title}
            </Typography>
            {subtitle && (
              <Typography variant="body2" sx={{ opacity: 0.9 }}>
                {subtitle}
              </Typography>
            )}
          </Box>
          {user && (
            <Typography variant="body2" sx={{ opacity: 0.9 }}>
              {user.email} ({user.role === 'SUPER_ADMIN' ? 'Super Admin' : 'Admin'})
            </Typography>
          )}
        </Box>
        <Box
          component="nav"
          aria-label="Admin sections"
          sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 1, pb: 1 }}
        >
          {ADMIN_NAV.map((n) => {
            const active = current?.to === n.to;
            return (
              <Button
                key={n.to}
                component={RouterLink}
                to={n.to}
                aria-current={active ? 'page' : undefined}
                sx={{
                  color: '#fff',
                  borderBottom: active ? '3px solid #fff' : '3px solid transparent',
                  borderRadius: 0,
                  fontWeight: active ? 700 : 500,
                }}
              >
                {n.label}
              </Button>
            );
          })}
        </Box>
      </Container>
    </Paper>
  );
}

/** Every admin page: title bar, then its content (the site layout already provides <main>). */
export function AdminLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-label={`Admin ${title}`}>
      <AdminTitleBar title={title} subtitle={subtitle} />
      <Container maxWidth="xl" sx={{ pb: 6 }}>
        {children}
      </Container>
    </Box>
  );
}
