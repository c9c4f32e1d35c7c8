import type { ReactNode } from 'react';
import type { Game } from '@shop/contract';
import { Plus } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { AppImage } from '@/components/ui/image';
import type { SalesTotals } from '../hooks/use-sales-totals';
import { TotalsStats } from './totals-stats';

/**
 * The listing's heading: the game, its search box (`search`, between the name and the figures
 * from 768 px, so the first screen keeps its first cards), its figures (the seller's income, or
 * the public transaction total) and, for a seller, the way to add an account. On a phone it is
 * kept short, so the first account's Buy button is on the first screen: the name, the figures in
 * one line under it, then the search box, closer together than on wider screens.
 */
export function ListingHeader({
  game,
  totals,
  search,
}: {
  game: Game;
  totals: SalesTotals;
  search?: ReactNode;
}) {
  return (
    <header className="-mt-2 mb-2 flex flex-col gap-2 sm:mt-0 md:mb-6 md:flex-row md:items-center md:justify-between md:gap-4">
      <div className="flex min-w-0 items-center gap-4">
        <AppImage
          src={game.image}
          alt=""
          width={640}
          height={360}
          priority="eager"
          className="hidden aspect-video w-28 shrink-0 rounded-control object-cover sm:block"
        />
        <div className="min-w-0">
          <p className="hidden text-sm text-fg-muted sm:block">Accounts for sale</p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">
            {game.name}
          </h1>
        </div>
      </div>
      {search && (
        <div className="order-1 min-w-0 md:order-none md:max-w-xl md:flex-1">{search}</div>
      )}
      <div className="-mt-1 flex flex-wrap items-center gap-x-8 gap-y-3 md:mt-0">
        <TotalsStats
          totals={totals.forGame(game.id)}
          amountLabel={totals.labels.total}
          soldLabel={totals.labels.sold}
          available={!totals.isPending && !totals.isError}
          // Label and figure side by side on a phone: one line instead of two.
          className="max-md:gap-x-4 max-md:[&_dd]:text-sm max-md:[&>div]:flex max-md:[&>div]:items-baseline max-md:[&>div]:gap-1.5"
        />
        {totals.audience === 'seller' && (
          <ButtonLink to={`/games/${game.id}/add`}>
            <Plus aria-hidden="true" className="size-4" />
            Add Account
          </ButtonLink>
        )}
      </div>
    </header>
  );
}
