import type { AccountDetail, AccountList, AccountListQuery, Game } from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { AuthedRoller } from '../auth/service.ts';
import type { CatalogService } from '../catalog/service.ts';
import { toAccountQuery } from './filters.ts';
import type { ListingOrigin, ListingSource } from './listing-source.ts';
import { toAccountDetail, toListedAccount } from './mappers.ts';
import type { AccountInsert, AccountsRepo } from './repo.ts';

export type { AccountInsert };

/** A server's display name (the catalog keeps a server while accounts still use it). */
const serverName = (game: Game, value: string) =>
  game.servers.find((s) => s.value === value)?.name ?? value;

/**
 * `publicListing` answers the storefront's listing (the hot path, DESIGN §8), `ownListing` a
 * seller's own listing (listing-source.ts builds both).
 */
export function createAccountsService(
  repo: AccountsRepo,
  catalog: CatalogService,
  { publicListing, ownListing }: { publicListing: ListingSource; ownListing: ListingSource },
) {
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
    ): Promise<{ list: AccountList; source: ListingOrigin }> {
      const game = await catalog.getGame(gameId);
      let rollerId: number | undefined;
      if (query.prefix !== undefined) {
        if (!roller) throw errors.ownListingNeedsSignIn();
        if (query.prefix.toLowerCase() !== roller.code) throw errors.prefixNotOwn();
        rollerId = roller.id;
      }
      const q = toAccountQuery(game, query, rollerId);
      const listing = rollerId === undefined ? publicListing : ownListing;
      const { rows, total, capped, from } = await listing.page(q);
      const list = {
        accounts: rows.map((r) =>
          toListedAccount(r, serverName(game, r.server_value), rollerId !== undefined),
        ),
        total,
        total_capped: capped,
        limit: q.limit,
        page: q.offset / q.limit + 1,
      };
      return { list, source: from };
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
