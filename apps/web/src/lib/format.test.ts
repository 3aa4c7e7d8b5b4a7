import { describe, expect, it } from 'vitest';
import { copyrightLine, relativeTime } from './format';

describe('relativeTime', () => {
  const now = new Date('2026-01-10T12:00:00Z');
  it('says just now under a minute and for a date a little in the future', () => {
    expect(relativeTime('2026-01-10T11:59:30Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T12:00:00Z', now)).toBe('just now');
    expect(relativeTime('2026-01-10T12:00:05Z', now)).toBe('just now');
  });
  it('counts minutes, then hours, then days, with the right noun', () => {
    expect(relativeTime('2026-01-10T11:59:00Z', now)).toBe('1 minute ago');
    expect(relativeTime('2026-01-10T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-01-10T11:00:00Z', now)).toBe('1 hour ago');
    expect(relativeTime('2026-01-10T00:30:00Z', now)).toBe('11 hours ago');
    expect(relativeTime('2026-01-09T12:00:00Z', now)).toBe('1 day ago');
    expect(relativeTime('2026-01-01T12:00:00Z', now)).toBe('9 days ago');
  });
  it('gives an empty text for an unreadable date', () => {
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('copyrightLine', () => {
  it('carries the year of the given date', () => {
    expect(copyrightLine(new Date('2026-11-26T00:00:00Z'))).toBe(
      '© 2026 Vigil. All rights reserved.',
    );
    expect(copyrightLine(new Date('2031-06-01T00:00:00Z'))).toBe(
      '© 2031 Vigil. All rights reserved.',
    );
  });
});
