/** Display rules of the spec (section 9), shared so every screen agrees. */

/**
 * Intl formatters, made once per locale and options and kept: making one
 * costs far more than using it (`toLocaleDateString` makes one per call,
 * which cost a page of cards about 70 ms of a phone's main thread).
 */
const formatters = new Map<
  string,
  Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat
>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(
  key: string,
  make: () => T,
): T {
  let format = formatters.get(key);
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format as T;
}

const numberFormat = (options: Intl.NumberFormatOptions) =>
  cached(`number:${JSON.stringify(options)}`, () => new Intl.NumberFormat('en-US', options));

const dateFormat = (locale: string | undefined, options: Intl.DateTimeFormatOptions) =>
  cached(
    `date:${locale ?? ''}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(locale, options),
  );

/** 999 -> "999", 1000 -> "1k", 1234 -> "1.2k", 1_500_000 -> "1.5M". */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // Below a thousand the spec shows whole units, cut rather than rounded.
  if (Math.abs(value) < 1000) return String(Math.trunc(value));
  const compact = numberFormat({ notation: 'compact', maximumFractionDigits: 1 });
  // The spec writes thousands with a small k.
  return compact.format(value).replace('K', 'k');
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** "1 use", "12 uses", "1.2k uses": a count with its noun in the right number. */
export function formatCountOf(value: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(value)} ${value === 1 ? singular : plural}`;
}

const DATE_PARTS = { year: 'numeric', month: 'short', day: 'numeric' } as const;

/**
 * Under a day: "Today"; one day: "Yesterday"; under a week: "N days ago";
 * under 30 days: "N weeks ago"; older: the date in the reader's locale
 * (Intl's default when none is given).
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
  const ago = cached('relative:en-US', () => new Intl.RelativeTimeFormat('en-US'));
  if (days < 7) return ago.format(-days, 'day');
  if (days < 30) return ago.format(-Math.floor(days / 7), 'week');
  if (Number.isNaN(then.getTime())) return 'Invalid Date';
  return dateFormat(locale, DATE_PARTS).format(then);
}

/**
 * A date written the same by any machine ("Nov 20, 2026", in UTC): what a
 * page rendered on the server shows until the reader's own clock and
 * locale take over (components/relative-date.tsx).
 */
export function formatFixedDate(date: Date | string): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return 'Invalid Date';
  return dateFormat('en-US', { ...DATE_PARTS, timeZone: 'UTC' }).format(then);
}

/** "2025-03-04" -> "March 4, 2025": a calendar day, as en-US writes it in full. */
export function formatCalendarDay(isoDate: string): string {
  const day = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return 'Invalid Date';
  const parts = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  return dateFormat('en-US', parts).format(day);
}

/**
 * 12345 -> "12,345", as en-US writes a whole number (a fraction is rounded
 * off; what is not a finite number reads "0").
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isFinite(value)) return '0';
  // 'negative': no sign on a value that rounds to zero ("0", not "-0").
  return numberFormat({ maximumFractionDigits: 0, signDisplay: 'negative' }).format(value);
}

/**
 * US dollars from cents, rounded to a whole cent: whole amounts without
 * cents ("$19", "$1,900"), else two decimals ("$15.83"). What is not a
 * finite number reads "$0".
 */
export function formatUsdCents(cents: number): string {
  if (!Number.isFinite(cents)) return '$0';
  const rounded = Math.round(cents);
  const digits = rounded % 100 === 0 ? 0 : 2;
  const usd = numberFormat({
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay: 'negative',
  });
  return usd.format(rounded / 100);
}

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/**
 * Makes the formatters a server-rendered page's first render uses, ahead
 * of it. The first Intl date formatter loads the time-zone data: 10–20 ms
 * of main thread here, four times that on a slowed phone, which inside the
 * hydration's task counted whole against the page (main.tsx runs this in
 * a task of its own instead).
 */
export function prepareFormatters(): void {
  formatFixedDate(new Date(0));
  formatCount(1000);
}

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
