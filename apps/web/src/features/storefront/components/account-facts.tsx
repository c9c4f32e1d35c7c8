import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { GameLookup } from '@/lib/game-items';
import { accountFacts, type FactsSource } from '../lib/account-facts';

const CELL = 'flex min-w-0 flex-col items-center rounded-control px-1 py-1.5 text-center';
const LABEL = 'text-xs whitespace-nowrap';
const VALUE = 'text-base leading-tight font-semibold tabular-nums';

/**
 * The figures a buyer compares accounts by, in the same places on every card and on the purchase
 * page: five-star characters, extra copies, and Rate On (the banner guarantee, highlighted when
 * the account has it: SPEC §2's Rate On badge).
 */
export function AccountFacts({
  account,
  lookup,
  className,
}: {
  account: FactsSource;
  lookup: GameLookup;
  className?: string;
}) {
  const facts = accountFacts(account, lookup);
  const figures = [
    ...(facts.fiveStars === null ? [] : [{ label: '5-star', value: facts.fiveStars }]),
    { label: 'Copies', value: facts.copies },
  ];
  return (
    <dl
      className={cn(
        'grid gap-1.5',
        figures.length === 2 ? 'grid-cols-3' : 'grid-cols-2',
        className,
      )}
    >
      {figures.map(({ label, value }) => (
        <div key={label} className={cn(CELL, 'bg-surface-muted')}>
          <dt className={cn(LABEL, 'text-fg-muted')}>{label}</dt>
          <dd className={cn(VALUE, 'text-fg')}>{formatCount(value)}</dd>
        </div>
      ))}
      <div className={cn(CELL, facts.rateOn ? 'bg-accent text-accent-fg' : 'bg-surface-muted')}>
        <dt className={cn(LABEL, !facts.rateOn && 'text-fg-muted')}>Rate On</dt>
        <dd
          className={cn(
            VALUE,
            'inline-flex items-center gap-0.5',
            !facts.rateOn && 'text-fg-muted',
          )}
        >
          {facts.rateOn && <Check aria-hidden="true" className="size-4" strokeWidth={3} />}
          {facts.rateOn ? 'Yes' : 'No'}
        </dd>
      </div>
    </dl>
  );
}
