import type { DailyIncomeDay } from '@shop/contract';
import { formatCount, formatUsd } from '@/lib/format';
import { formatLongDay } from '../lib/daily-figures';

/** The charts' figures as a table for screen readers; the canvas itself is not readable. */
export function DailyIncomeTable({ days, caption }: { days: DailyIncomeDay[]; caption: string }) {
  return (
    // The wrapper is what is visually hidden: a table ignores the 1px width of sr-only, spills
    // out and widens the page on a phone.
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Day (UTC)</th>
            <th scope="col">Income</th>
            <th scope="col">Accounts sold</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row">{formatLongDay(d.date)}</th>
              <td>{formatUsd(d.income)}</td>
              <td>{formatCount(d.sold)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
