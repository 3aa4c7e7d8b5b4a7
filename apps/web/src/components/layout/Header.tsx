/**
 * The green header of spec section 2. Wide screens get dropdown menus; below the breakpoint a menu
 * button opens a drawer with the same entries (see navModel.ts).
 */
import { Fragment, useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import {
  AppBar,
  Box,
  Button,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import MenuIcon from '@mui/icons-material/Menu';
import CloseIcon from '@mui/icons-material/Close';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { TIERS, type TierName } from '@vigil/shared';
import { accountLabel, useSession } from '../../session/SessionProvider';
import { HEADER_GREEN, REGISTER_BLUE } from '../../theme';
import { ACCOUNT_MENU, SERVICES_MENU, myServicesGroups, type NavGroup, type NavItem } from './navModel';

const headerButtonSx = {
  color: '#ffffff',
  px: 1.5,
  whiteSpace: 'nowrap',
  '&.active, &[aria-current="page"]': { bgcolor: 'rgba(255,255,255,0.16)' },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.12)' },
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

function tierOf(value: unknown): TierName | null {
  return typeof value === 'string' && (TIERS as readonly string[]).includes(value) ? (value as TierName) : null;
}

function itemLabel(item: NavItem) {
  return item.note ? `${item.label} ${item.note}` : item.label;
}

/** A header button opening a menu; keyboard support (arrows, Escape) comes from MUI Menu. */
function HeaderMenu({ label, children, testId }: { label: string; testId?: string; children: (close: () => void) => ReactNode }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        id={`${id}-button`}
        aria-haspopup="true"
        aria-controls={open ? `${id}-menu` : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        endIcon={<KeyboardArrowDownIcon />}
        sx={headerButtonSx}
        data-testid={testId}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}

function menuItems(items: NavItem[], close: () => void) {
  return items.map((item) =>
    item.disabled ? (
      <MenuItem key={item.to} disabled>
        {itemLabel(item)}
      </MenuItem>
    ) : (
      <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={close}>
        {itemLabel(item)}
      </MenuItem>
    ),
  );
}

function groupedMenuItems(groups: NavGroup[], close: () => void) {
  return groups.flatMap((g, i) => [
    ...(i > 0 ? [<Divider key={`${g.heading}-divider`} component="li" />] : []),
    <ListSubheader key={g.heading} sx={{ lineHeight: '32px', fontWeight: 700, color: 'text.secondary' }}>
      {g.heading}
    </ListSubheader>,
    ...menuItems(g.items, close),
  ]);
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
      <Typography component="span" sx={{ fontWeight: 800, fontSize: '1.25rem', letterSpacing: 0.5 }}>
        Vigil
      </Typography>
    </Box>
  );
}

export function Header() {
  const { user, isAuthenticated, isAdmin, logout } = useSession();
  const navigate = useNavigate();
  const theme = useTheme();
  // Signed in there are more entries, so the drawer takes over at a wider width.
  const wide = useMediaQuery(theme.breakpoints.up(isAuthenticated ? 'lg' : 'md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tier = tierOf(user?.subscriptionTier);
  const groups = tier ? myServicesGroups(tier) : null;
  const name = accountLabel(user);

  const onLogout = async () => {
    setDrawerOpen(false);
    await logout();
    navigate('/', { replace: true });
  };

  return (
    <AppBar position="sticky" elevation={0} sx={{ bgcolor: HEADER_GREEN, color: '#ffffff' }} component="header">
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 0.5, minHeight: { xs: 56, sm: 64 } }}>
        <Logo />
        {wide ? (
          <>
            <HeaderMenu label="Services">{(close) => menuItems(SERVICES_MENU, close)}</HeaderMenu>
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
                  <HeaderMenu label="My Services" testId="my-services-menu">
                    {(close) => groupedMenuItems(groups, close)}
                  </HeaderMenu>
                )}
                {isAdmin && (
                  <Button component={NavLink} to="/admin" sx={headerButtonSx}>
                    Admin Panel
                  </Button>
                )}
                <HeaderMenu label={name} testId="account-menu">
                  {(close) => [
                    ...menuItems(ACCOUNT_MENU, close),
                    <MenuItem
                      key="logout"
                      onClick={() => {
                        close();
                        void onLogout();
                      }}
                    >
                      Logout
                    </MenuItem>,
                  ]}
                </HeaderMenu>
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
          </>
        ) : (
          <>
            <Box sx={{ flex: 1 }} />
            {!isAuthenticated && (
              <Button
                component={RouterLink}
                to="/register"
                variant="contained"
                size="small"
                sx={{ mr: 1, bgcolor: REGISTER_BLUE, color: '#ffffff', '&:hover': { bgcolor: '#0d47a1' } }}
              >
                Register
              </Button>
            )}
            <IconButton
              aria-label="Open menu"
              aria-controls={drawerOpen ? 'header-drawer' : undefined}
              aria-expanded={drawerOpen ? 'true' : undefined}
              onClick={() => setDrawerOpen(true)}
              sx={{ color: '#ffffff', '&:focus-visible': { outline: '2px solid #ffffff' } }}
            >
              <MenuIcon />
            </IconButton>
          </>
        )}
      </Toolbar>
      {!wide && (
        <Drawer
          id="header-drawer"
          anchor="right"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': 'Menu' } }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, bgcolor: HEADER_GREEN, color: '#ffffff' }}>
            <Typography sx={{ flex: 1, fontWeight: 700 }}>{isAuthenticated ? name : 'Menu'}</Typography>
            <IconButton aria-label="Close menu" onClick={() => setDrawerOpen(false)} sx={{ color: '#ffffff' }}>
              <CloseIcon />
            </IconButton>
          </Box>
          <DrawerContent
            groups={groups}
            isAuthenticated={isAuthenticated}
            isAdmin={isAdmin}
            onNavigate={() => setDrawerOpen(false)}
            onLogout={() => void onLogout()}
          />
        </Drawer>
      )}
    </AppBar>
  );
}

function DrawerSection({ heading, items, onNavigate }: { heading: string; items: NavItem[]; onNavigate: () => void }) {
  const id = useId();
  return (
    <List dense aria-labelledby={id} subheader={<ListSubheader id={id}>{heading}</ListSubheader>}>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={item.disabled ? 'div' : RouterLink}
          to={item.disabled ? undefined : item.to}
          disabled={item.disabled}
          aria-disabled={item.disabled ? 'true' : undefined}
          onClick={item.disabled ? undefined : onNavigate}
        >
          <ListItemText primary={itemLabel(item)} />
        </ListItemButton>
      ))}
    </List>
  );
}

function DrawerContent({
  groups,
  isAuthenticated,
  isAdmin,
  onNavigate,
  onLogout,
}: {
  groups: NavGroup[] | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const main: NavItem[] = isAuthenticated
    ? [
        { label: 'Dashboard', to: '/dashboard' },
        { label: 'Scans', to: '/scans' },
        { label: 'Vulnerabilities', to: '/vulnerabilities' },
        ...(isAdmin ? [{ label: 'Admin Panel', to: '/admin' }] : []),
      ]
    : [
        { label: 'Login', to: '/login' },
        { label: 'Register', to: '/register' },
      ];
  return (
    <Box component="nav" aria-label="Menu">
      <DrawerSection heading={isAuthenticated ? 'App' : 'Account'} items={main} onNavigate={onNavigate} />
      <Divider />
      <DrawerSection heading="Services" items={SERVICES_MENU} onNavigate={onNavigate} />
      {groups?.map((g) => (
        <Fragment key={g.heading}>
          <Divider />
          <DrawerSection heading={g.heading} items={g.items} onNavigate={onNavigate} />
        </Fragment>
      ))}
      {isAuthenticated && (
        <>
          <Divider />
          <List dense>
            {ACCOUNT_MENU.map((item) => (
              <ListItemButton key={item.to} component={RouterLink} to={item.to} onClick={onNavigate}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            ))}
            <ListItemButton onClick={onLogout}>
              <ListItemText primary="Logout" />
            </ListItemButton>
          </List>
        </>
      )}
    </Box>
  );
}
