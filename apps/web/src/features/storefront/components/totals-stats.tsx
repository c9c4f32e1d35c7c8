import { StatList } from '@/components/ui/stat';
import { formatCount, formatUsd } from '@/lib/format';
import type { GameTotals } from '../lib/sales-totals';

/**
 * A money figure and "Accounts sold". While the figures load (or when they failed and the toast
 * said so) a dash stands in, so the layout does not jump.
 */
export function TotalsStats({
  totals,
  amountLabel,
  soldLabel,
  available,
  size,
  className,
}: {
  totals: GameTotals;
  amountLabel: string;
  soldLabel: string;
  available: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const dash = (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not available</span>
    </>
  );
  return (
    <StatList
      size={size}
      className={className}
      items={[
        { label: amountLabel, value: available ? formatUsd(totals.amount) : dash },
        { label: soldLabel, value: available ? formatCount(totals.sold) : dash },
      ]}
    />
  );
}
