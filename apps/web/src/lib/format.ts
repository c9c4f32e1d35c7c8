// Prices and counts are written by hand: they are fixed en-US forms, and a page's first
// Intl formatter loads the browser's locale data, which held the main thread for tens of
// milliseconds while a listing page started (format.test.ts holds them to Intl's output).
// Dates, shown on the back office's pages only, and numbers too large or too small for the
// plain forms keep Intl, created on first use.
let dateFormat: Intl.DateTimeFormat | undefined;
let usdFormat: Intl.NumberFormat | undefined;
let countFormat: Intl.NumberFormat | undefined;

/** "1234567" -> "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}

/** Prices and totals are USD with 2 decimals (SPEC §9): 12 -> "$12.00", -3.5 -> "-$3.50". */
export function formatUsd(amount: number): string {
  const abs = Math.abs(amount);
  // Written in exponent form (below 1e-6, from 1e21) or past exact cents: Intl's own path.
  if (!Number.isFinite(amount) || String(abs).includes('e') || abs >= 1e13) {
    usdFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return usdFormat.format(amount);
  }
  // Rounded on the number's shortest decimal form, half away from zero, as Intl does:
  // 1.005 -> 1.01 where 1.005.toFixed(2) gives "1.00".
  const rounded = (Math.round(Number(`${abs}e2`)) / 100).toFixed(2);
  const [whole = '0', cents = '00'] = rounded.split('.');
  const sign = amount < 0 && (whole !== '0' || cents !== '00') ? '-' : '';
  return `${sign}$${groupThousands(whole)}.${cents}`;
}

/** Counts such as accounts sold: 1234 -> "1,234". */
export function formatCount(value: number): string {
  if (!Number.isSafeInteger(value)) {
    countFormat ??= new Intl.NumberFormat('en-US');
    return countFormat.format(value);
  }
  return (value < 0 ? '-' : '') + groupThousands(String(Math.abs(value)));
}

function toDate(value: string | number | Date): Date | null {
  const parsed = value instanceof Date ? value : new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** "Jan 5, 2025"; an unparseable value is shown as given rather than "Invalid Date". */
export function formatDate(value: string | number | Date): string {
  const parsed = toDate(value);
  if (!parsed) return String(value);
  dateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  return dateFormat.format(parsed);
}
