import { describe, expect, it } from 'vitest';
import { formatDate } from '../scans/api';
import { createdLabel } from './recentScan';

const now = new Date('2026-01-10T12:00:00Z');
const opts = { now, locale: 'en-US', timeZone: 'UTC' };

describe('recent scan creation date', () => {
  it('gives the locale date and time of creation', () => {
    expect(createdLabel('2026-01-10T11:30:00Z', opts).date).toBe('Jan 10, 2026, 11:30 AM');
    expect(createdLabel('2025-12-24T18:05:00Z', opts).date).toBe('Dec 24, 2025, 6:05 PM');
    expect(createdLabel('2026-01-10T11:30:00Z', { ...opts, locale: 'en-GB' }).date).toBe(
      '10 Jan 2026, 11:30',
    );
    // Without a locale: the user's, the same text as the other scan screens show.
    expect(createdLabel('2026-01-10T11:30:00Z', { now }).date).toBe(
      formatDate('2026-01-10T11:30:00Z'),
    );
  });

  it('puts the age beside it, in minutes under an hour', () => {
    expect(createdLabel('2026-01-10T11:59:40Z', opts).age).toBe('just now');
    expect(createdLabel('2026-01-10T11:30:00Z', opts).age).toBe('30 minutes ago');
    expect(createdLabel('2026-01-10T11:00:00Z', opts).age).toBe('1 hour ago');
    expect(createdLabel('2026-01-10T07:00:00Z', opts).age).toBe('5 hours ago');
    expect(createdLabel('2026-01-09T12:00:00Z', opts).age).toBe('1 day ago');
    expect(createdLabel('2026-01-07T11:00:00Z', opts).age).toBe('3 days ago');
  });

  it('says nothing for an unreadable date', () => {
    expect(createdLabel('not a date', opts)).toEqual({ date: '', age: '' });
  });
});
