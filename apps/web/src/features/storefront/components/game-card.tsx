import type { GameWithStock } from '@shop/contract';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Chip } from '@/components/ui/chip';
import { AppImage, type ImagePriority } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { NO_SALES, type GameTotals } from '../lib/sales-totals';
import { TotalsStats } from './totals-stats';

export type GameCardProps = {
  game: GameWithStock;
  totals: GameTotals;
  amountLabel: string;
  soldLabel: string;
  totalsAvailable: boolean;
  /** The first row of cards is above the fold; the first banner is likely the largest paint. */
  priority?: ImagePriority;
};

const CARD =
  'relative flex h-full flex-col overflow-hidden transition-colors hover:border-border-strong has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring';
const BANNER = 'aspect-video w-full object-cover';
// Type only: the name is text-fg, its skeleton text-transparent (lib/cn.ts: chosen, not overridden).
const TITLE = 'text-lg leading-snug font-semibold';
const TITLE_ROW = 'flex items-start justify-between gap-3';
const STOCK = 'mt-0.5 shrink-0';

/** "24 for sale": the game's accounts a buyer can order now. */
export const forSaleText = (count: number) => `${formatCount(count)} for sale`;

/** A game on the home page. The whole card opens the game's listing; its name is the link. */
export function GameCard({
  game,
  totals,
  amountLabel,
  soldLabel,
  totalsAvailable,
  priority = 'lazy',
}: GameCardProps) {
  return (
    <Card padding="none" className={CARD}>
      <AppImage
        src={game.image}
        alt=""
        width={640}
        height={360}
        priority={priority}
        className={BANNER}
      />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className={TITLE_ROW}>
          <h3 className={cn(TITLE, 'min-w-0 text-fg')}>
            {/* The link's box covers the card, so a click anywhere on it opens the game. */}
            <Link
              to={`/games/${game.id}`}
              className="break-words focus-visible:outline-none after:absolute after:inset-0"
            >
              {game.name}
            </Link>
          </h3>
          <Badge variant={game.for_sale > 0 ? 'accent' : 'neutral'} className={STOCK}>
            {forSaleText(game.for_sale)}
          </Badge>
        </div>
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

/** A card's shape while the games load: same type sizes, so the real cards take its place. */
export function GameCardSkeleton() {
  const block = 'rounded-control bg-surface-muted text-transparent';
  return (
    <Card padding="none" className={CARD}>
      <div className={cn(BANNER, 'animate-pulse bg-surface-muted')} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className={TITLE_ROW}>
          <p className={cn(TITLE, 'w-2/3', block)}>Game</p>
          <Badge className={cn(STOCK, 'invisible')}>{forSaleText(0)}</Badge>
        </div>
        <p className={cn('w-1/3 text-xs', block)}>
          <Chip className="invisible">Server</Chip>
        </p>
        <TotalsStats
          size="sm"
          className="invisible mt-auto border-t border-border pt-3"
          totals={NO_SALES}
          amountLabel="Total"
          soldLabel="Sold"
          available={false}
        />
      </div>
    </Card>
  );
}
