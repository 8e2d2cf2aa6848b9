import { formatUsdCents } from '../../../shared/format.ts';

/** Plan prices are US dollars per interval: whole amounts without cents ("$19"), else "$9.50". */
export function formatDollars(price: number): string {
  return formatUsdCents(Math.round(price * 100));
}

/** "$19 / month"; a free plan reads "$0 / month". */
export function formatPlanPrice(price: number, interval: string): string {
  return `${formatDollars(price)} / ${interval}`;
}
