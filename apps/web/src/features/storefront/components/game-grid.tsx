import { Gamepad2, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { listImagePriority } from '@/components/ui/image';
import { useGames } from '@/api/games';
import type { SalesTotals } from '../hooks/use-sales-totals';
import { GameCard, GameCardSkeleton } from './game-card';

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3';
/** Placeholders while loading: a row's worth, so what follows does not jump when games arrive. */
const SKELETONS = [0, 1, 2];

/** The home page's games: 1 column on phones, 2 on tablets, 3 on desktops. */
export function GameGrid({ totals }: { totals: SalesTotals }) {
  const games = useGames();

  if (games.isPending) {
    return (
      <>
        <p role="status" className="sr-only">
          Loading games...
        </p>
        <ul aria-hidden="true" className={GRID}>
          {SKELETONS.map((key) => (
            <li key={key}>
              <GameCardSkeleton />
            </li>
          ))}
        </ul>
      </>
    );
  }
  if (games.isError) {
    return (
      <EmptyState
        icon={<TriangleAlert />}
        title="Unable to Load Games"
        description="The game list could not be loaded. Please try again."
        action={
          <Button variant="secondary" busy={games.isFetching} onClick={() => games.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  if (games.data.length === 0) {
    return (
      <EmptyState
        icon={<Gamepad2 />}
        title="No games yet"
        description="Games appear here once the shop's catalogue is set up."
      />
    );
  }

  return (
    <ul className={GRID}>
      {games.data.map((game, index) => (
        <li key={game.id}>
          <GameCard
            game={game}
            totals={totals.forGame(game.id)}
            amountLabel={totals.labels.perGame}
            soldLabel={totals.labels.sold}
            totalsAvailable={!totals.isPending && !totals.isError}
            priority={listImagePriority(index, 3)}
          />
        </li>
      ))}
    </ul>
  );
}
