import type { AccountDetail, AccountList, AccountListQuery, Game } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { AuthedRoller } from '../auth/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import { toAccountQuery } from './filters.ts';
import { toAccountDetail, toListedAccount } from './mappers.ts';
import type { AccountInsert, AccountQuery, AccountsRepo } from './repo.ts';
import type { EventBus } from '../../lib/events.ts';
import { MicroCache } from '../../lib/micro-cache.ts';

export type { AccountInsert };

// How long another instance may show a listing that changed elsewhere. Changes made through this
// instance drop the game's entries at once.
const PUBLIC_LISTING_TTL_MS = 5_000;

/** Same filters, same key: lists are sorted so `a,b` and `b,a` share an entry. */
function cacheKey(q: AccountQuery): string {
  return JSON.stringify([
    [...q.servers].sort(),
    q.gender,
    q.maxPrice,
    [...q.tokens].sort(),
    q.sort,
    q.limit,
    q.offset,
  ]);
}

/** A server's display name (the catalog keeps a server while accounts still use it). */
const serverName = (game: Game, value: string) =>
  game.servers.find((s) => s.value === value)?.name ?? value;

type ListingPage = Awaited<ReturnType<AccountsRepo['search']>>;

export function createAccountsService(
  repo: AccountsRepo,
  catalog: CatalogService,
  events: EventBus,
  { listingCache = true }: { listingCache?: boolean } = {},
) {
  const publicListings = new MicroCache<ListingPage>(PUBLIC_LISTING_TTL_MS);
  const dropGame = ({ gameId }: { gameId: number }) => publicListings.invalidate(String(gameId));
  events.on('account.created', dropGame);
  events.on('account.updated', dropGame);
  events.on('account.deleted', dropGame);
  events.on('order.placed', dropGame);
  events.on('order.closed', dropGame);
  events.on('catalog.imported', () => publicListings.invalidate('*'));
  /** The public listing is the hot path (DESIGN §8); LISTING_CACHE=0 measures it uncached. */
  const publicSearch = (q: AccountQuery) =>
    listingCache
      ? publicListings.get(String(q.gameId), cacheKey(q), () => repo.search(q))
      : repo.search(q);

  return {
    /** Bulk insert for operator tooling (demo seed, imports); values are trusted, not re-validated. */
    insertMany: (rows: AccountInsert[]) => repo.insertMany(rows),

    countOwnedBy: (rollerId: number) => repo.countByRoller(rollerId),

    /**
     * The public listing (available accounts only), or with `prefix` the signed-in seller's own
     * listing with transaction_status. A prefix that is not the caller's own code is refused.
     */
    async list(
      gameId: number,
      query: AccountListQuery,
      roller: AuthedRoller | null,
    ): Promise<AccountList> {
      const game = await catalog.getGame(gameId);
      let rollerId: number | undefined;
      if (query.prefix !== undefined) {
        if (!roller) throw errors.ownListingNeedsSignIn();
        if (query.prefix.toLowerCase() !== roller.code) throw errors.prefixNotOwn();
        rollerId = roller.id;
      }
      const q = toAccountQuery(game, query, rollerId);
      // A seller's own listing is always fresh.
      const { rows, total, capped } =
        rollerId === undefined ? await publicSearch(q) : await repo.search(q);
      return {
        accounts: rows.map((r) =>
          toListedAccount(r, serverName(game, r.server_value), rollerId !== undefined),
        ),
        total,
        total_capped: capped,
        limit: q.limit,
        page: q.offset / q.limit + 1,
      };
    },

    async detail(gameId: number, accountId: number): Promise<AccountDetail> {
      const game = await catalog.getGame(gameId);
      const row = await repo.findForSale(gameId, accountId);
      if (!row) throw errors.accountNotForSale();
      return toAccountDetail(row, serverName(game, row.server_value));
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
