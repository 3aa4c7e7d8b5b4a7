/**
 * What a dashboard recent-scan card says about when the scan was made (spec sections 2 and 9): the
 * creation date in the user's locale (date and time), and beside it the age text ('just now',
 * 'n minutes ago', 'n hours ago', 'n days ago').
 */
import { relativeTime } from '../../lib/format';

export interface CreatedLabel {
  /** Locale date and time, e.g. 'Jan 10, 2026, 11:30 AM'; empty for an unreadable date. */
  date: string;
  /** The age text of spec section 9; empty for an unreadable date. */
  age: string;
}

export function createdLabel(
  iso: string,
  opts: { now?: Date; locale?: string; timeZone?: string } = {},
): CreatedLabel {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return { date: '', age: '' };
  return {
    date: d.toLocaleString(opts.locale, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: opts.timeZone,
    }),
    age: relativeTime(d, opts.now ?? new Date()),
  };
}
