/**
 * Small text helpers shared by every page: counts with the right noun ('1 project', '2 projects')
 * and the age of an event ('just now', '5 minutes ago', '3 hours ago', '2 days ago').
 */

/** `n` with its noun: singular for exactly 1, else the plural (default: singular + 's'). */
export function pluralise(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;
}

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
  if (minutes < 60) return `${pluralise(minutes, 'minute')} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${pluralise(hours, 'hour')} ago`;
  return `${pluralise(Math.floor(hours / 24), 'day')} ago`;
}

/** The current year, for the footer's copyright line. */
export function copyrightLine(now: Date = new Date()): string {
  return `© ${now.getFullYear()} Vigil. All rights reserved.`;
}
