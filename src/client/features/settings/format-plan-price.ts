/** Plan prices are US dollars per interval: whole amounts without cents ("$19"), else "$9.50". */
export function formatDollars(price: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** "$19 / month"; a free plan reads "$0 / month". */
export function formatPlanPrice(price: number, interval: string): string {
  return `${formatDollars(price)} / ${interval}`;
}
