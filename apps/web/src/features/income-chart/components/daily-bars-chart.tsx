import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { DailyIncomeDay } from '@shop/contract';
import { useTheme } from '@/hooks/use-theme';
import { readChartColors } from '../lib/chart-colors';
import { formatShortDay, labelledDays } from '../lib/daily-figures';
import { useElementWidth } from '../hooks/use-element-width';

export type DailyField = 'income' | 'sold';

/** Both charts move one cursor, so hovering a day in one marks it in the other. */
const CURSOR_SYNC_KEY = 'daily-income';
const Y_AXIS_WIDTH = 52;

const compactUsd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
});
const tickFormat: Record<DailyField, (n: number) => string> = {
  income: (n) => compactUsd.format(n),
  sold: (n) => String(n),
};

function chartOptions(
  element: HTMLElement,
  days: DailyIncomeDay[],
  field: DailyField,
  width: number,
  height: number,
  onHover: (index: number | null) => void,
): uPlot.Options {
  const colors = readChartColors(element);
  const shown = labelledDays(days.length, width - Y_AXIS_WIDTH);
  const axis = { stroke: colors.text, font: colors.font, ticks: { show: false } };
  return {
    width,
    height,
    // Room on the right for half of today's label, which is centred under the last bar.
    padding: [8, 24, 0, 0],
    legend: { show: false },
    cursor: {
      y: false,
      points: { show: false },
      drag: { x: false, y: false },
      sync: { key: CURSOR_SYNC_KEY },
    },
    scales: {
      // Days are an index, not time: labels come from the server's dates (UTC), never the
      // browser's zone.
      x: { time: false, range: [-0.5, days.length - 0.5] },
      // Starts at zero; a window without sales still gets an axis up to 1.
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 1] },
    },
    axes: [
      {
        ...axis,
        // One line of day labels; uPlot's default leaves a blank band under it.
        size: 28,
        grid: { show: false },
        splits: () => days.map((_, i) => i),
        values: (_u, splits) =>
          splits.map((i) => (shown.has(i) && days[i] ? formatShortDay(days[i].date) : '')),
      },
      {
        ...axis,
        size: Y_AXIS_WIDTH,
        grid: { stroke: colors.grid, width: 1 },
        // Whole accounts and whole dollars: no "0.5 sold".
        incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 50_000, 100_000],
        values: (_u, splits) => splits.map(tickFormat[field]),
      },
    ],
    series: [
      {},
      {
        label: field,
        fill: colors[field],
        stroke: colors[field],
        width: 0,
        paths: uPlot.paths.bars!({ size: [0.7, 28], align: 0 }),
        points: { show: false },
      },
    ],
    hooks: { setCursor: [(u) => onHover(u.cursor.idx ?? null)] },
  };
}

/**
 * One day-by-day bar chart (uPlot on a canvas). Drawn again when the days, the width or the
 * theme change, since a canvas cannot follow CSS variables by itself. Hidden from assistive
 * technology: the section beside it carries the same figures as a table.
 */
export function DailyBarsChart({
  days,
  field,
  height = 160,
  onHover,
}: {
  days: DailyIncomeDay[];
  field: DailyField;
  height?: number;
  /** A stable function (a state setter): a new one each render would redraw each render. */
  onHover: (index: number | null) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const width = useElementWidth(container);
  const { theme } = useTheme();

  useEffect(() => {
    const element = container.current;
    if (!element || width === 0) return;
    const options = chartOptions(element, days, field, width, height, onHover);
    const data: uPlot.AlignedData = [days.map((_, i) => i), days.map((d) => d[field])];
    const chart = new uPlot(options, data, element);
    return () => chart.destroy();
  }, [days, field, width, height, theme, onHover]);

  return <div ref={container} aria-hidden="true" className="w-full" style={{ height }} />;
}
