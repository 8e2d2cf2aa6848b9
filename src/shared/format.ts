/** Display rules of the spec (section 9), shared so every screen agrees. */

/** 999 -> "999", 1000 -> "1k", 1234 -> "1.2k", 1_500_000 -> "1.5M". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const abs = Math.abs(value);
  if (abs < 1000) return String(Math.trunc(value));
  if (abs < 999_950) return `${trimZero((value / 1000).toFixed(1))}k`;
  return `${trimZero((value / 1_000_000).toFixed(1))}M`;
}

function trimZero(fixed: string): string {
  return fixed.endsWith('.0') ? fixed.slice(0, -2) : fixed;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "1 use", "12 uses", "1.2k uses": a count with its noun in the right number. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

/**
 * Under a day: "Today"; one day: "Yesterday"; under a week: "N days ago";
 * under 30 days: "N weeks ago"; older: the date in the reader's locale.
 * A date in the future (clock skew) counts as today.
 */
export function formatRelativeDate(
  date: Date | string,
  now: Date = new Date(),
  locale?: string,
): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const elapsed = now.getTime() - then.getTime();
  const days = Math.max(0, Math.floor(elapsed / DAY_MS));
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) return `${days} days ago`;
  if (days < 30) {
    const weeks = Math.floor(days / 7);
    return weeks === 1 ? '1 week ago' : `${weeks} weeks ago`;
  }
  return Number.isNaN(then.getTime()) ? 'Invalid Date' : dateFormat(locale ?? '').format(then);
}

const DATE_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
/** The key '' stands for the reader's own locale. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/** In UTC, for the pages rendered ahead of time. */
const FIXED_KEY = '\u0000fixed';

/**
 * A date formatter, made once per locale: `toLocaleDateString` builds one
 * on every call, which cost a page of cards about 70 ms of the phone's
 * main thread as the app took it over.
 */
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format =
      locale === FIXED_KEY
        ? new Intl.DateTimeFormat('en-US', { ...DATE_PARTS, timeZone: 'UTC' })
        : new Intl.DateTimeFormat(locale || undefined, DATE_PARTS);
    dateFormats.set(locale, format);
  }
  return format;
}

/**
 * A date written the same by any machine ("Nov 20, 2026", in UTC): what a
 * page rendered ahead of time shows until the reader's own clock and
 * locale take over (components/relative-date.tsx).
 */
export function formatFixedDate(date: Date | string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(then.getTime()) ? 'Invalid Date' : dateFormat(FIXED_KEY).format(then);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 -> "0 Bytes", 1536 -> "1.5 KB", 10 * 1024 * 1024 -> "10 MB". */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const amount = bytes / 1024 ** exponent;
  const rounded = Math.round(amount * 100) / 100;
  return `${rounded} ${SIZE_UNITS[exponent]}`;
}

/** A creator with no name (or none at all) is shown as Anonymous. */
export function creatorDisplayName(creator: { name: string } | null | undefined): string {
  const name = creator?.name.trim();
  return name ? name : 'Anonymous';
}
