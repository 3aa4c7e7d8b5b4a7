/**
 * The document title of every route: '<page> · Vigil', so tabs, history and bookmarks tell pages
 * apart. The layouts set it on navigation (DocumentTitle) and the build writes it into each
 * prerendered page (scripts/prerender.mjs).
 */

export const SITE_NAME = 'Vigil';
/** The home page's title, also the one of index.html. */
export const HOME_TITLE = 'Vigil — Code Security Platform';

const EXACT: Record<string, string> = {
  '/services/sast': 'SAST',
  '/services/dast': 'DAST',
  '/contact': 'Contact Sales',
  '/login': 'Log in',
  '/register': 'Register',
  '/mfa-setup': 'Two-factor setup',
  '/forgot-password': 'Forgot password',
  '/reset-password': 'Reset password',
  '/verify-email': 'Verify email',
  '/dashboard': 'Dashboard',
  '/services': 'My Services',
  '/upgrade': 'Upgrade Plan',
  '/sast': 'SAST Scanner',
  '/dast': 'DAST Scanner',
  '/projects': 'My Projects',
  '/scans': 'Scan History',
  '/vulnerabilities': 'Vulnerabilities',
  '/reports': 'Reports',
  '/profile-settings': 'Profile Settings',
  '/admin/dashboard': 'Admin Overview',
  '/admin/users': 'Admin Users',
  '/admin/tiers': 'Admin Tiers',
  '/admin/messages': 'Admin Sales Messages',
  '/admin/audit': 'Admin Audit Log',
  '/pricing': 'Pricing',
  '/about': 'About',
  '/blog': 'Blog',
  '/careers': 'Careers',
  '/docs': 'Documentation',
  '/api': 'API',
  '/support': 'Support',
  '/privacy': 'Privacy',
  '/terms': 'Terms',
  '/security': 'Security',
  '/cookies': 'Cookies',
};

const PATTERNS: [RegExp, string][] = [
  [/^\/reports\/[^/]+$/, 'Report'],
  [/^\/scans\/[^/]+\/findings$/, 'Scan findings'],
  [/^\/projects\/[^/]+\/findings$/, 'Project findings'],
  [/^\/projects\/[^/]+$/, 'Project'],
];

/** The title of the page at `pathname` (a trailing slash ignored); unknown paths get the site name. */
export function pageTitle(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '') return HOME_TITLE;
  const name = EXACT[path] ?? PATTERNS.find(([re]) => re.test(path))?.[1];
  return name ? `${name} · ${SITE_NAME}` : SITE_NAME;
}
