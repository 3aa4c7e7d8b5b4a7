/**
 * The header's menus and its small-screen drawer: a chunk of their own, loaded when one is first
 * opened (or the pointer or focus reaches its button), so pages start without the menu, popover
 * and modal code.
 */
import { Fragment, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { HEADER_GREEN } from '../../theme';
import { ACCOUNT_MENU, SERVICES_MENU, type NavGroup, type NavItem } from './navModel';

/** What a header menu lists: plain entries, titled groups, and a Logout entry at the end. */
export interface HeaderMenuContent {
  items?: NavItem[];
  groups?: NavGroup[];
  onLogout?: () => void;
}

function itemLabel(item: NavItem) {
  return item.note ? `${item.label} ${item.note}` : item.label;
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
    <ListSubheader
      key={g.heading}
      sx={{ lineHeight: '32px', fontWeight: 700, color: 'text.secondary' }}
    >
      {g.heading}
    </ListSubheader>,
    ...menuItems(g.items, close),
  ]);
}

/** The dropdown of a header button; keyboard support (arrows, Escape) comes from MUI Menu. */
export function HeaderMenuList({
  id,
  anchor,
  onClose,
  content,
}: {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  content: HeaderMenuContent;
}) {
  const { onLogout } = content;
  return (
    <Menu
      id={`${id}-menu`}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
    >
      {[
        ...(content.items ? menuItems(content.items, onClose) : []),
        ...(content.groups ? groupedMenuItems(content.groups, onClose) : []),
        ...(onLogout
          ? [
              <MenuItem
                key="logout"
                onClick={() => {
                  onClose();
                  onLogout();
                }}
              >
                Logout
              </MenuItem>,
            ]
          : []),
      ]}
    </Menu>
  );
}

/** The small-screen drawer with every entry of the header. */
export function HeaderDrawer({
  open,
  onClose,
  title,
  groups,
  isAuthenticated,
  isAdmin,
  onLogout,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  groups: NavGroup[] | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  onLogout: () => void;
}) {
  return (
    <Drawer
      id="header-drawer"
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' }, 'aria-label': 'Menu' } }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          px: 2,
          py: 1,
          bgcolor: HEADER_GREEN,
          color: '#ffffff',
        }}
      >
        <Typography sx={{ flex: 1, fontWeight: 700 }}>{title}</Typography>
        <IconButton aria-label="Close menu" onClick={onClose} sx={{ color: '#ffffff' }}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DrawerContent
        groups={groups}
        isAuthenticated={isAuthenticated}
        isAdmin={isAdmin}
        onNavigate={onClose}
        onLogout={onLogout}
      />
    </Drawer>
  );
}

function DrawerSection({
  heading,
  items,
  onNavigate,
}: {
  heading: string;
  items: NavItem[];
  onNavigate: () => void;
}) {
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
      <DrawerSection
        heading={isAuthenticated ? 'App' : 'Account'}
        items={main}
        onNavigate={onNavigate}
      />
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
              <ListItemButton
                key={item.to}
                component={RouterLink}
                to={item.to}
                onClick={onNavigate}
              >
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
