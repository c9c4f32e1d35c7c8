import { useState } from 'react';
import type { DailyIncomeDay } from '@shop/contract';
import { formatCount, formatUsd } from '@/lib/format';
import { formatLongDay } from '../lib/daily-figures';
import { DailyBarsChart } from './daily-bars-chart';
import { DailyIncomeTable } from './daily-income-table';

/**
 * Small multiples: income and accounts sold each on an axis of its own (one chart with two
 * y-axes reads worse), sharing the days. Hovering a day shows its figures in a line below.
 */
export function DailyIncomeCharts({ days, caption }: { days: DailyIncomeDay[]; caption: string }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const day = hovered === null ? undefined : days[hovered];
  return (
    <div className="grid gap-4">
      <figure className="min-w-0">
        <figcaption className="mb-1 text-sm font-medium text-fg">Income (USD)</figcaption>
        <DailyBarsChart days={days} field="income" onHover={setHovered} />
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-1 text-sm font-medium text-fg">Accounts sold</figcaption>
        <DailyBarsChart days={days} field="sold" height={120} onHover={setHovered} />
      </figure>
      {/* Reserves its line while nothing is hovered, so the card does not jump. */}
      <p aria-hidden="true" className="min-h-5 text-sm text-fg-muted tabular-nums">
        {day &&
          `${formatLongDay(day.date)}: ${formatUsd(day.income)}, ${formatCount(day.sold)} sold`}
      </p>
      <DailyIncomeTable days={days} caption={caption} />
    </div>
  );
}
