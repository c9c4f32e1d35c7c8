import type { DB } from '../../db/index.ts';
import type { EventBus } from '../../lib/events.ts';
import { MicroCache } from '../../lib/micro-cache.ts';
import { LISTING_EVENTS, SELLER_EVENTS } from './listing-events.ts';
import { notOfDisabledSeller } from './listing-repo.ts';

// As long as a public listing may be stale on another instance (service.ts): the home page's
// counts and the listing it opens then agree.
const STOCK_TTL_MS = 5_000;

/**
 * How many accounts each game has for sale (available and not a disabled seller's, as the public
 * listing shows them), for the home page's game cards. One grouped count over
 * `accounts_listing_idx` (game_id, status), kept a few seconds: the home page is the most visited
 * page, and a burst of visits costs one query. This instance's own changes drop it at once, a
 * seller disabled or enabled too.
 */
export function createStockCounter(db: DB, events: EventBus) {
  const cache = new MicroCache<Map<number, number>>(STOCK_TTL_MS, 1);
  const drop = () => cache.invalidate('*');
  for (const name of [...LISTING_EVENTS, ...SELLER_EVENTS]) events.on(name, drop);
  events.on('catalog.imported', drop);

  async function count(): Promise<Map<number, number>> {
    const rows = await db
      .selectFrom('accounts')
      .select((eb) => ['game_id', eb.fn.countAll<number>().as('n')])
      .where('status', '=', 'available')
      .where(notOfDisabledSeller('accounts.id'))
      .groupBy('game_id')
      .execute();
    return new Map(rows.map((r) => [r.game_id, Number(r.n)]));
  }

  return {
    /** Accounts for sale per game id; a game without any is absent (zero). */
    forSaleByGame: () => cache.get('stock', '', count),
  };
}

export type StockCounter = ReturnType<typeof createStockCounter>;
