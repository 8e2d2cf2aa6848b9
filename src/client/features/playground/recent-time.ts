/** When a recent prompt ran, in the few words a list has room for. */
import { formatRelativeDate } from '../../../shared/format.ts';

const MINUTE_MS = 60_000;

export function recentTime(timestamp: number, now: number): string {
  if (timestamp <= 0) return 'Earlier';
  const minutes = Math.floor((now - timestamp) / MINUTE_MS);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  return formatRelativeDate(new Date(timestamp), new Date(now), 'en-US');
}
