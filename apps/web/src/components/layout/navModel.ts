/** What the header offers, as data, so the desktop menus and the small-screen drawer agree. */
import type { TierName } from '@vigil/shared';

export interface NavItem {
  label: string;
  to: string;
  /** Shown but not usable (GUEST scanner entries, SUMMIT DAST). */
  disabled?: boolean;
  /** A short note after the label: '(5 max)', 'Coming'. */
  note?: string;
}

export interface NavGroup {
  heading: string;
  items: NavItem[];
}

export const SERVICES_MENU: NavItem[] = [
  { label: 'SAST', to: '/services/sast' },
  { label: 'DAST', to: '/services/dast' },
];

export const ACCOUNT_MENU: NavItem[] = [{ label: 'Profile Settings', to: '/profile-settings' }];

/**
 * The My Services dropdown (spec section 2): groups Available Services, Projects & Reports and
 * Account. GUEST sees scanner, projects, scan history and vulnerabilities disabled; FOUNDATION
 * shows '(5 max)' on My Projects; SUMMIT lists DAST as Coming and disabled.
 */
export function myServicesGroups(tier: TierName): NavGroup[] {
  const guest = tier === 'GUEST';
  const dast: NavItem =
    tier === 'SUMMIT'
      ? { label: 'DAST Scanner', to: '/dast', disabled: true, note: 'Coming' }
      : { label: 'DAST Scanner', to: '/dast', disabled: guest };
  return [
    {
      heading: 'Available Services',
      items: [{ label: 'SAST Scanner', to: '/sast', disabled: guest }, dast],
    },
    {
      heading: 'Projects & Reports',
      items: [
        {
          label: 'My Projects',
          to: '/projects',
          disabled: guest,
          note: tier === 'FOUNDATION' ? '(5 max)' : undefined,
        },
        { label: 'Scan History', to: '/scans', disabled: guest },
        { label: 'Vulnerabilities', to: '/vulnerabilities', disabled: guest },
        { label: 'Reports', to: '/reports' },
      ],
    },
    {
      heading: 'Account',
      items: [
        { label: 'My Services', to: '/services' },
        { label: 'Upgrade Plan', to: '/upgrade' },
      ],
    },
  ];
}
