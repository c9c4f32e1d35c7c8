import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type StatItem = { label: string; value: ReactNode };

/**
 * Figures such as "Total Transaction $1,234.00" and "Accounts sold 12", as a description list
 * so each value is read with its label.
 */
export function StatList({
  items,
  size = 'md',
  className,
}: {
  items: StatItem[];
  /** `lg` for page headers, whose larger figures stand further apart; `sm` inside cards. */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-wrap gap-y-2', size === 'lg' ? 'gap-x-8' : 'gap-x-6', className)}>
      {items.map(({ label, value }) => (
        <div key={label} className="min-w-0">
          <dt className={cn('text-fg-muted', size === 'sm' ? 'text-xs' : 'text-sm')}>{label}</dt>
          <dd
            className={cn(
              'font-semibold text-fg tabular-nums',
              size === 'sm' && 'text-sm',
              size === 'md' && 'text-base',
              size === 'lg' && 'text-xl sm:text-2xl',
            )}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
