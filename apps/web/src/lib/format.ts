const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const count = new Intl.NumberFormat('en-US');
const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** Prices and totals are USD with 2 decimals (SPEC §9): 12 -> "$12.00". */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Counts such as accounts sold: 1234 -> "1,234". */
export function formatCount(value: number): string {
  return count.format(value);
}

function toDate(value: string | number | Date): Date | null {
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** "Jan 5, 2025"; an unparseable value is shown as given rather than "Invalid Date". */
export function formatDate(value: string | number | Date): string {
  const parsed = toDate(value);
  return parsed ? date.format(parsed) : String(value);
}
