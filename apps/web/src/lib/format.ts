/**
 * Small text helpers shared by every page: the age of an event ('just now', '5 minutes ago',
 * '3 hours ago', '2 days ago') and the footer's copyright line. Counts with their noun use
 * `plural` from @vigil/shared.
 */
import { plural } from '@vigil/shared';

/**
 * How long ago `from` was, relative to `now`: 'just now' under a minute (and for a date slightly in
 * the future, from clock skew), then minutes, hours, days; an unreadable date gives ''.
 */
export function relativeTime(from: Date | string | number, now: Date = new Date()): string {
  const t = new Date(from).getTime();
  if (Number.isNaN(t)) return '';
  const seconds = Math.floor((now.getTime() - t) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${plural(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${plural(hours, 'hour')} ago`;
  return `${plural(Math.floor(hours / 24), 'day')} ago`;
}

/** The current year, for the footer's copyright line. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} Vigil. All rights reserved.`;
}
