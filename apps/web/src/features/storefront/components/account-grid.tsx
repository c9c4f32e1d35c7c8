import { useDeferredValue } from 'react';
import type { ListedAccount } from '@shop/contract';
import { listImagePriority } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import type { GameLookup } from '@/lib/game-items';
import { AccountCard } from './account-card';

/** Cards in the first two rows of the widest grid: what a first screen can show. */
const FIRST_SCREEN_CARDS = 6;

/**
 * A page of account cards. The first screen's cards render at once; the rest follow in a
 * deferred render React can interrupt, so a page of 24 cards never blocks input for long.
 */
export function AccountGrid({
  accounts,
  lookup,
  isSeller,
  stale,
}: {
  accounts: readonly ListedAccount[];
  lookup: GameLookup;
  isSeller: boolean;
  /** Showing the previous page's cards while the next page loads. */
  stale: boolean;
}) {
  const shown = useDeferredValue(accounts.length, FIRST_SCREEN_CARDS);
  return (
    <ul
      aria-busy={stale || undefined}
      className={cn(
        'grid gap-4 sm:grid-cols-2 xl:grid-cols-3',
        stale && 'opacity-60 transition-opacity',
      )}
    >
      {accounts.slice(0, shown).map((account, index) => (
        // Cards below the fold skip style, layout and paint (and their lazy icons) until
        // scrolled near.
        <li
          key={account.id}
          className="[contain-intrinsic-height:auto_36rem] [content-visibility:auto]"
        >
          <AccountCard
            account={account}
            lookup={lookup}
            isSeller={isSeller}
            imagePriority={listImagePriority(index, 3)}
          />
        </li>
      ))}
    </ul>
  );
}
