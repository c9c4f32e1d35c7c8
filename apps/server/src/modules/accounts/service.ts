import type { AccountDetail, AccountList, AccountListQuery, Game } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { AuthedRoller } from '../auth/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import { toAccountQuery } from './filters.ts';
import { toAccountDetail, toListedAccount } from './mappers.ts';
import {
  publicCountCap,
  type AccountInsert,
  type AccountQuery,
  type AccountsRepo,
  type ListingRow,
} from './repo.ts';
import type { ListingIndex } from './listing-index.ts';
import { readListingRow, type ListingIndexes } from './listing-indexes.ts';
import { genderToken, serverToken } from './search-tokens.ts';
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
    q.text?.code,
    q.sort,
    q.limit,
    q.offset,
  ]);
}

/** A server's display name (the catalog keeps a server while accounts still use it). */
const serverName = (game: Game, value: string) =>
  game.servers.find((s) => s.value === value)?.name ?? value;

/** Where a listing page came from: told in a Server-Timing header, for operators and benchmarks. */
export type ListingSource = 'index' | 'sql';

interface ListingPage {
  rows: ListingRow[];
  total: number;
  capped: boolean;
  source: ListingSource;
}

/** The public search answered from the game's in-memory index (listing-indexes.ts). */
function searchIndexed(index: ListingIndex, q: AccountQuery): ListingPage {
  const cap = publicCountCap(q);
  const { payloads, counted } = index.search({
    allOf: [
      ...q.tokens,
      ...(q.servers.length === 1 ? [serverToken(q.servers[0]!)] : []),
      ...(q.gender !== undefined ? [genderToken(q.gender)] : []),
    ],
    anyOf: q.servers.length > 1 ? q.servers.map(serverToken) : [],
    maxPrice: q.maxPrice,
    sort: q.sort,
    offset: q.offset,
    take: q.limit,
    cap,
  });
  return {
    rows: payloads.map(readListingRow),
    total: Math.min(counted, cap),
    capped: counted > cap,
    source: 'index',
  };
}

const searchSql = async (repo: AccountsRepo, q: AccountQuery): Promise<ListingPage> => ({
  ...(await repo.search(q)),
  source: 'sql',
});

export function createAccountsService(
  repo: AccountsRepo,
  catalog: CatalogService,
  events: EventBus,
  {
    listingCache = true,
    indexes = null,
  }: { listingCache?: boolean; indexes?: ListingIndexes | null } = {},
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
  const search = async (q: AccountQuery): Promise<ListingPage> => {
    // A text search runs in SQL (README "Listing"): the index keeps no words, so its memory
    // stays what the other filters need.
    const index = q.text === undefined ? await indexes?.forGame(q.gameId) : null;
    return index ? searchIndexed(index, q) : searchSql(repo, q);
  };
  const publicSearch = (q: AccountQuery) =>
    listingCache ? publicListings.get(String(q.gameId), cacheKey(q), () => search(q)) : search(q);

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
    ): Promise<{ list: AccountList; source: ListingSource }> {
      const game = await catalog.getGame(gameId);
      let rollerId: number | undefined;
      if (query.prefix !== undefined) {
        if (!roller) throw errors.ownListingNeedsSignIn();
        if (query.prefix.toLowerCase() !== roller.code) throw errors.prefixNotOwn();
        rollerId = roller.id;
      }
      const q = toAccountQuery(game, query, rollerId);
      // A seller's own listing is always fresh.
      const { rows, total, capped, source } =
        rollerId === undefined ? await publicSearch(q) : await searchSql(repo, q);
      const list = {
        accounts: rows.map((r) =>
          toListedAccount(r, serverName(game, r.server_value), rollerId !== undefined),
        ),
        total,
        total_capped: capped,
        limit: q.limit,
        page: q.offset / q.limit + 1,
      };
      return { list, source };
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
