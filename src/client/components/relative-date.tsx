/**
 * A date as the reader would say it ("Yesterday", "3 weeks ago", or the
 * date in their locale). A page rendered ahead of time (decision 018) was
 * written with the server's clock and locale, not the reader's, so while
 * the app takes the page over it shows the date as the server wrote it,
 * the same on both sides, and then the reader's words.
 */
import { formatFixedDate, formatRelativeDate } from '../../shared/format.ts';
import { useHydrated } from '../hooks/use-hydrated.ts';

export function RelativeDate({ date }: { date: Date | string }) {
  const hydrated = useHydrated();
  const when = new Date(date);
  return (
    <time dateTime={when.toISOString()}>
      {hydrated ? formatRelativeDate(when) : formatFixedDate(when)}
    </time>
  );
}
