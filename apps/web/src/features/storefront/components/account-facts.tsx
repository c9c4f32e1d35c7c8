import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import type { GameLookup } from '@/lib/game-items';
import { accountFacts, type FactsSource } from '../lib/account-facts';

/**
 * `overlay`: pills over the bottom of a card's cover, so the listing card grows no taller and
 * its Buy button stays on the first screen. `panel`: tiles, on the purchase page.
 */
export type FactsLayout = 'overlay' | 'panel';

// A cell's colours are chosen whole (figure, Rate On or not), never overridden.
const STYLES = {
  overlay: {
    list: 'flex flex-wrap gap-1.5',
    cell: 'inline-flex h-6 flex-row-reverse items-center gap-1 rounded-control px-2 text-xs shadow backdrop-blur-sm',
    // Dark glass on any picture, in either theme: the text keeps its contrast whatever is below.
    figure: 'bg-black/70 text-white',
    rateOff: 'bg-black/70 text-white',
    rateOn: 'bg-accent text-accent-fg',
    label: '',
    value: 'font-semibold tabular-nums',
  },
  panel: {
    list: 'grid grid-cols-3 gap-1.5',
    cell: 'flex min-w-0 flex-col items-center rounded-control px-1 py-1.5 text-center',
    figure: 'bg-surface-muted text-fg',
    rateOff: 'bg-surface-muted text-fg-muted',
    rateOn: 'bg-accent text-accent-fg',
    label: 'text-xs whitespace-nowrap',
    value: 'text-base leading-tight font-semibold tabular-nums',
  },
} as const;

/**
 * The figures a buyer compares accounts by, in the same places on every card and on the purchase
 * page: five-star characters, extra copies, and Rate On (the banner guarantee, highlighted when
 * the account has it: SPEC §2's Rate On badge). Read as "Five-star 1", "Copies 2", "Rate On No".
 */
export function AccountFacts({
  account,
  lookup,
  layout,
  className,
}: {
  account: FactsSource;
  lookup: GameLookup;
  layout: FactsLayout;
  className?: string;
}) {
  const facts = accountFacts(account, lookup);
  const style = STYLES[layout];
  const figures = [
    ...(facts.fiveStars === null ? [] : [{ label: 'Five-star', value: facts.fiveStars }]),
    { label: 'Copies', value: facts.copies },
  ];
  return (
    <dl className={cn(style.list, className)}>
      {figures.map(({ label, value }) => (
        <div key={label} className={cn(style.cell, style.figure)}>
          <dt className={cn(style.label, layout === 'panel' && 'text-fg-muted')}>{label}</dt>
          <dd className={style.value}>{formatCount(value)}</dd>
        </div>
      ))}
      <div className={cn(style.cell, facts.rateOn ? style.rateOn : style.rateOff)}>
        <dt className={style.label}>Rate On</dt>
        <dd className={cn(style.value, 'inline-flex items-center gap-0.5')}>
          {facts.rateOn && <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />}
          {/* On a pill the tick says it; the word stays for screen readers. */}
          <span className={cn(layout === 'overlay' && facts.rateOn && 'sr-only')}>
            {facts.rateOn ? 'Yes' : 'No'}
          </span>
        </dd>
      </div>
    </dl>
  );
}
