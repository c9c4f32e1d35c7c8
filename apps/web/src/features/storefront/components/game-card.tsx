import type { Game } from '@shop/contract';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { AppImage } from '@/components/ui/image';
import type { GameTotals } from '../lib/sales-totals';
import { TotalsStats } from './totals-stats';

export type GameCardProps = {
  game: Game;
  totals: GameTotals;
  amountLabel: string;
  soldLabel: string;
  totalsAvailable: boolean;
  /** The first row of cards is above the fold; its images should not wait for lazy loading. */
  eager?: boolean;
};

/** A game on the home page. The whole card opens the game's listing; its name is the link. */
export function GameCard({
  game,
  totals,
  amountLabel,
  soldLabel,
  totalsAvailable,
  eager = false,
}: GameCardProps) {
  return (
    <Card
      padding="none"
      className="relative flex h-full flex-col overflow-hidden transition-colors hover:border-border-strong has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <AppImage
        src={game.image}
        alt=""
        width={640}
        height={360}
        loading={eager ? 'eager' : 'lazy'}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 className="text-lg leading-snug font-semibold text-fg">
          {/* The link's box covers the card, so a click anywhere on it opens the game. */}
          <Link
            to={`/games/${game.id}`}
            className="break-words focus-visible:outline-none after:absolute after:inset-0"
          >
            {game.name}
          </Link>
        </h3>
        {game.servers.length > 0 && (
          <ul aria-label="Servers" className="flex flex-wrap gap-1.5">
            {game.servers.map((server) => (
              <li key={server.value}>
                <Chip>{server.name}</Chip>
              </li>
            ))}
          </ul>
        )}
        <TotalsStats
          size="sm"
          className="mt-auto border-t border-border pt-3"
          totals={totals}
          amountLabel={amountLabel}
          soldLabel={soldLabel}
          available={totalsAvailable}
        />
      </div>
    </Card>
  );
}
