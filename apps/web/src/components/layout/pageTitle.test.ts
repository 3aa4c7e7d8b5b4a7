import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from './pageTitle';
import { INFO_PAGES } from '../../routes';

describe('pageTitle', () => {
  it('names every page differently', () => {
    const paths = [
      '/',
      '/login',
      '/register',
      '/dashboard',
      '/services',
      '/upgrade',
      '/sast',
      '/dast',
      '/projects',
      '/scans',
      '/vulnerabilities',
      '/reports',
      '/profile-settings',
      '/admin/dashboard',
      '/admin/users',
      '/admin/tiers',
      '/admin/messages',
      '/admin/audit',
      '/services/sast',
      '/services/dast',
      ...INFO_PAGES.map((p) => `/${p}`),
    ];
    const titles = paths.map(pageTitle);
    expect(new Set(titles).size).toBe(paths.length);
    expect(titles.every((t) => t.includes('Vigil'))).toBe(true);
  });

  it('gives the home title, page titles and titles of pages with an id', () => {
    expect(pageTitle('/')).toBe(HOME_TITLE);
    expect(pageTitle('/vulnerabilities')).toBe('Vulnerabilities · Vigil');
    expect(pageTitle('/vulnerabilities/')).toBe('Vulnerabilities · Vigil');
    expect(pageTitle('/reports/0b7c')).toBe('Report · Vigil');
    expect(pageTitle('/scans/0b7c/findings')).toBe('Scan findings · Vigil');
    expect(pageTitle('/projects/0b7c')).toBe('Project · Vigil');
    expect(pageTitle('/projects/0b7c/findings')).toBe('Project findings · Vigil');
    expect(pageTitle('/no/such/page')).toBe('Vigil');
  });
});
