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
 * the public transaction total) and, for a seller, the way to add an account.
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
    <header className="mb-6 flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
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
          <p className="text-sm text-fg-muted">Accounts for sale</p>
          <h1 className="text-2xl font-bold tracking-tight break-words text-fg sm:text-3xl">
            {game.name}
          </h1>
        </div>
      </div>
      {search && <div className="min-w-0 md:max-w-xl md:flex-1">{search}</div>}
      <div className="flex flex-wrap items-center gap-x-8 gap-y-3">
        <TotalsStats
          totals={totals.forGame(game.id)}
          amountLabel={totals.labels.total}
          soldLabel={totals.labels.sold}
          available={!totals.isPending && !totals.isError}
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
