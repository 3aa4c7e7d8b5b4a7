/**
 * The green header of spec section 2. Wide screens get dropdown menus; below the breakpoint a menu
 * button opens a drawer with the same entries (see navModel.ts).
 */
import { lazy, Suspense, useId, useState } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { AppBar, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { TIERS, type TierName } from '@vigil/shared';
import { accountLabel, useSession } from '../../session/SessionProvider';
import { HEADER_GREEN, REGISTER_BLUE } from '../../theme';
import type { HeaderMenuContent } from './HeaderPopups';
import { ACCOUNT_MENU, SERVICES_MENU, myServicesGroups } from './navModel';

const headerButtonSx = {
  color: '#ffffff',
  px: 1.5,
  whiteSpace: 'nowrap',
  '&.active, &[aria-current="page"]': { bgcolor: 'rgba(255,255,255,0.16)' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

function tierOf(value: unknown): TierName | null {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value)
    ? (value as TierName)
    : null;
}

const loadPopups = () => import('./HeaderPopups');
const HeaderMenuList = lazy(() => loadPopups().then((m) => ({ default: m.HeaderMenuList })));
const HeaderDrawer = lazy(() => loadPopups().then((m) => ({ default: m.HeaderDrawer })));
const preloadPopups = () => void loadPopups();

/** A header button opening a menu (HeaderPopups.tsx, loaded on first use). */
function HeaderMenu({
  label,
  content,
  testId,
}: {
  label: string;
  testId?: string;
  content: HeaderMenuContent;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const open = Boolean(anchor);
  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="true"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(e) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        onPointerEnter={preloadPopups}
        onFocus={preloadPopups}
        endIcon={<KeyboardArrowDownIcon />}
        sx={headerButtonSx}
        data-testid={testId}
      >
        {label}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <HeaderMenuList
            id={id}
            anchor={anchor}
            onClose={() => setAnchor(null)}
            content={content}
          />
        </Suspense>
      )}
    </>
  );
}

function Logo() {
  return (
    <Box
      component={RouterLink}
      to="/"
      aria-label="Vigil home"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color: '#ffffff',
        textDecoration: 'none',
        mr: 2,
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
      }}
    >
      <ShieldOutlinedIcon aria-hidden="true" />
      <Typography
        component="span"
        sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: 0.5 }}
      >
        Vigil
      </Typography>
    </Box>
  );
}

export function Header() {
  const { user, isAuthenticated, isAdmin, logout } = useSession();
  const navigate = useNavigate();
  // Signed in there are more entries, so the drawer takes over at a wider width. Both variants are
  // rendered and CSS shows one: the page's HTML written at build time is laid out right at any
  // width before its script runs, and hydration finds the same markup.
  const breakpoint = isAuthenticated ? 'lg' : 'md';
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const tier = tierOf(user?.subscriptionTier);
  const groups = tier ? myServicesGroups(tier) : null;
  const name = accountLabel(user);

  const onLogout = async () => {
    setDrawerOpen(false);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <AppBar
      position="sticky"
      elevation={0}
      sx={{ bgcolor: HEADER_GREEN, color: '#ffffff' }}
      component="header"
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 0.5, minHeight: { xs: 56, sm: 64 } }}>
        <Logo />
        <Box
          sx={{
            display: { xs: 'none', [breakpoint]: 'flex' },
            flex: 1,
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <HeaderMenu label="Services" content={{ items: SERVICES_MENU }} />
          <Box sx={{ flex: 1 }} />
          {isAuthenticated ? (
            <>
              <Button component={NavLink} to="/dashboard" sx={headerButtonSx}>
                Dashboard
              </Button>
              <Button component={NavLink} to="/scans" sx={headerButtonSx}>
                Scans
              </Button>
              <Button component={NavLink} to="/vulnerabilities" sx={headerButtonSx}>
                Vulnerabilities
              </Button>
              {groups && (
                <HeaderMenu label="My Services" testId="my-services-menu" content={{ groups }} />
              )}
              {isAdmin && (
                <Button component={NavLink} to="/admin" sx={headerButtonSx}>
                  Admin Panel
                </Button>
              )}
              <HeaderMenu
                label={name}
                testId="account-menu"
                content={{ items: ACCOUNT_MENU, onLogout: () => void onLogout() }}
              />
            </>
          ) : (
            <>
              <Button component={NavLink} to="/login" sx={headerButtonSx}>
                Login
              </Button>
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                sx={{
                  ml: 1,
                  bgcolor: REGISTER_BLUE,
                  color: '#ffffff',
                  '&:hover': { bgcolor: '#0d47a1' },
                  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
                }}
              >
                Register
              </Button>
            </>
          )}
        </Box>
        <Box
          sx={{
            display: { xs: 'flex', [breakpoint]: 'none' },
            flex: 1,
            alignItems: 'center',
            gap: 0.5,
          }}
        >
          <Box sx={{ flex: 1 }} />
          {!isAuthenticated && (
            <Button
              component={RouterLink}
              to="/register"
              variant="contained"
              size="small"
              sx={{
                mr: 1,
                bgcolor: REGISTER_BLUE,
                color: '#ffffff',
                '&:hover': { bgcolor: '#0d47a1' },
              }}
            >
              Register
            </Button>
          )}
          <IconButton
            aria-label="Open menu"
            aria-controls={drawerOpen ? 'header-drawer' : undefined}
            aria-expanded={drawerOpen ? 'true' : undefined}
            onClick={() => {
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            onPointerEnter={preloadPopups}
            onFocus={preloadPopups}
            sx={{ color: '#ffffff', '&:focus-visible': { outline: '2px solid #ffffff' } }}
          >
            <MenuIcon />
          </IconButton>
        </Box>
      </Toolbar>
      {drawerUsed && (
        <Suspense fallback={null}>
          <HeaderDrawer
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            title={isAuthenticated ? name : 'Menu'}
            groups={groups}
            isAuthenticated={isAuthenticated}
            isAdmin={isAdmin}
            onLogout={() => void onLogout()}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
