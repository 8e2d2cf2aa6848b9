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
  if (Number.isNaN(then.getTime())) return 'Invalid Date';
  // en-US, the most common reader here, is written by hand (formatFixedDate
  // says why); any other locale is Intl's.
  if ((locale ?? readerLanguage()) === 'en-US') {
    return enUsDate(then.getMonth(), then.getDate(), then.getFullYear());
  }
  return dateFormat(locale ?? '').format(then);
}

/**
 * The browser's language: only to tell whether the reader's dates can be
 * written by hand. Intl's own default stays the authority for the rest (in
 * some browsers the two differ). None on the server.
 */
function readerLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

const DATE_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;
/** The reader's formatters, keyed by locale ('' for Intl's default, the reader's own). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date formatter, made once per locale: `toLocaleDateString` builds one
 * on every call, which cost a page of cards about 70 ms of the phone's
 * main thread as the app took it over.
 */
function dateFormat(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale || undefined, DATE_PARTS);
    dateFormats.set(locale, format);
  }
  return format;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A date written the same by any machine ("Nov 20, 2026", in UTC): what a
 * page rendered ahead of time shows until the reader's own clock and
 * locale take over (components/relative-date.tsx). Written by hand, as
 * en-US writes it: the first Intl formatter a page makes loads the
 * locale's data, about 15 ms of a phone's main thread in the middle of
 * taking the page over (decision 016).
 */
export function formatFixedDate(date: Date | string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return 'Invalid Date';
  return enUsDate(then.getUTCMonth(), then.getUTCDate(), then.getUTCFullYear());
}

/** "Nov 20, 2026", as `Intl.DateTimeFormat('en-US', DATE_PARTS)` writes it. */
function enUsDate(month: number, day: number, year: number): string {
  return `${(MONTHS[month] ?? '').slice(0, 3)} ${day}, ${year}`;
}

/** "2025-03-04" -> "March 4, 2025": a calendar day, as en-US writes it in full. */
export function formatCalendarDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return 'Invalid Date';
  return `${MONTHS[day.getUTCMonth()] ?? ''} ${day.getUTCDate()}, ${day.getUTCFullYear()}`;
}

/**
 * 12345 -> "12,345", as en-US writes a whole number (a fraction is rounded
 * off; what is not a finite number reads "0"). By hand for the same reason
 * as the dates: the page's first Intl number format loads its data on the
 * phone's main thread while the page is taken over.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  const digits = String(Math.round(Math.abs(value)));
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && digits !== '0' ? `-${grouped}` : grouped;
}

/**
 * US dollars from cents, rounded to a whole cent: whole amounts without
 * cents ("$19", "$1,900"), else two decimals ("$15.83"). What is not a
 * finite number reads "$0".
 */
export function formatUsdCents(cents: number): string {
  if (!Number.isFinite(cents)) return '$0';
  const rounded = Math.round(Math.abs(cents));
  const whole = formatWholeNumber(Math.trunc(rounded / 100));
  const rest = rounded % 100;
  const amount = rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, '0')}`;
  return cents < 0 && rounded !== 0 ? `-${amount}` : amount;
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
