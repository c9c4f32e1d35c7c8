import type { DailyIncomeDay } from '@shop/contract';

// The days are UTC calendar days: labels are formatted in UTC too, so "Mar 10" is the server's day.
const shortDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "2026-03-10" -> "Mar 10". */
export const formatShortDay = (date: string) => shortDay.format(new Date(`${date}T00:00:00Z`));
/** "2026-03-10" -> "Mar 10, 2026". */
export const formatLongDay = (date: string) => longDay.format(new Date(`${date}T00:00:00Z`));

export type WindowTotals = { income: number; sold: number; activeDays: number };

/** What the window adds up to, for the summary above the chart. */
export function windowTotals(days: DailyIncomeDay[]): WindowTotals {
  return days.reduce<WindowTotals>(
    (t, d) => ({
      income: t.income + d.income,
      sold: t.sold + d.sold,
      activeDays: t.activeDays + (d.sold > 0 ? 1 : 0),
    }),
    { income: 0, sold: 0, activeDays: 0 },
  );
}

/**
 * Which day indexes get an x-axis label: about one per 56 px of plot, always the last (today),
 * counted back from it so the newest day is never the one dropped.
 */
export function labelledDays(count: number, plotWidth: number): Set<number> {
  const fit = Math.max(2, Math.floor(plotWidth / 56));
  const step = Math.max(1, Math.ceil(count / fit));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= step) shown.add(i);
  return shown;
}
