import { sql, type Selectable, type SqlBool } from 'kysely';
import { PUBLIC_COUNT_CAP, type AccountSort } from '@shop/contract';
import type { DB } from '../../db/index.ts';
import type { Accounts, Transactions } from '../../db/schema.ts';
import { genderToken, serverToken } from './search-tokens.ts';
import { textCondition, type TextSearch } from './text-search.ts';

export type TransactionStatus = Selectable<Transactions>['status'];

export interface AccountQuery {
  gameId: number;
  /** Set for a seller's own listing: all of its accounts, any status. */
  rollerId?: number;
  servers: string[];
  gender?: Selectable<Accounts>['gender'];
  maxPrice?: number;
  tokens: string[];
  /** A code or description words (text-search.ts); searched in SQL, never in the index. */
  text?: TextSearch;
  sort: AccountSort;
  limit: number;
  offset: number;
}

/**
 * Listing columns: never the login e-mail, password or recovery e-mail. The server's name comes
 * from the catalog the service already holds: a join would cost more to plan than to run.
 */
export const LISTING_COLUMNS = [
  'a.id',
  'a.game_id',
  'a.server_value',
  'a.banner_guarantee',
  'a.code',
  'a.description',
  'a.price',
  'a.images',
  'a.gender',
  'a.characters',
  'a.weapons',
  'a.warranty_days',
  'a.created_at',
] as const;

/** The status of the account's latest transaction (null when it has none). */
export const LAST_TRANSACTION_STATUS = sql<TransactionStatus | null>`(
  select t.status from transactions t where t.account_id = a.id order by t.created_at desc limit 1
)`.as('last_transaction_status');

/**
 * The account is not a disabled seller's: those are off sale wherever the shop offers accounts
 * (decision 0039, "Disabling a seller"). Asked of the account's id, which every listing index
 * holds, so a capped count stays an index-only scan: PostgreSQL reads the disabled sellers'
 * unsold accounts once per statement (rollers, then accounts_roller_idx, narrowed to `gameId`
 * when given) into a hashed SubPlan, and each row costs one hash probe. With nobody disabled
 * that set is empty.
 */
export const notOfDisabledSeller = (idColumn: string, gameId?: number) =>
  sql<SqlBool>`${sql.ref(idColumn)} not in (
    select d.id from rollers r join accounts d on d.roller_id = r.id
    where r.disabled_at is not null and d.status <> 'sold'${
      gameId === undefined ? sql`` : sql` and d.game_id = ${gameId}`
    })`;

/**
 * Where the public listing stops counting: PUBLIC_COUNT_CAP, or a little past the page asked for,
 * so Next stays possible beyond the cap.
 */
export const publicCountCap = (q: AccountQuery) =>
  Math.max(PUBLIC_COUNT_CAP, q.offset + q.limit + 1);

/** The listing's search in SQL: the public listing, a text search, a seller's own listing. */
export function createListingRepo(db: DB) {
  function filtered(q: AccountQuery) {
    const base = db
      .selectFrom('accounts as a')
      .where('a.game_id', '=', q.gameId)
      .$if(q.rollerId === undefined, (b) =>
        b.where('a.status', '=', 'available').where(notOfDisabledSeller('a.id', q.gameId)),
      )
      .$if(q.rollerId !== undefined, (b) => b.where('a.roller_id', '=', q.rollerId!))
      .$if(q.maxPrice !== undefined, (b) => b.where('a.price', '<=', q.maxPrice!))
      .$if(q.text !== undefined, (b) => b.where((eb) => textCondition(eb, q.text!)));
    if (q.tokens.length === 0)
      // Server and gender alone: the b-tree indexes answer in the listing's order.
      return base
        .$if(q.servers.length > 0, (b) => b.where('a.server_value', 'in', q.servers))
        .$if(q.gender !== undefined, (b) => b.where('a.gender', '=', q.gender!));
    // With items, one server and the gender join them in the GIN lookup, so the rows read are
    // (nearly) only the matches instead of every account holding the items.
    const tokens = [
      ...q.tokens,
      ...(q.servers.length === 1 ? [serverToken(q.servers[0]!)] : []),
      ...(q.gender !== undefined ? [genderToken(q.gender)] : []),
    ];
    return base
      .where('a.search_tokens', '@>', sql<string[]>`${sql.val(tokens)}::text[]`)
      .$if(q.servers.length > 1, (b) => b.where('a.server_value', 'in', q.servers));
  }

  /** Matches, counted up to `cap + 1` when a cap is given (one more tells there are more). */
  function countQuery(q: AccountQuery, cap: number | null) {
    const matches =
      cap === null
        ? filtered(q).select('a.id')
        : filtered(q)
            .select('a.id')
            .limit(cap + 1);
    return db.selectFrom(matches.as('m')).select((eb) => eb.fn.countAll<number>().as('n'));
  }

  return {
    /**
     * One page and its total. The public listing's total is capped (see PUBLIC_COUNT_CAP) a
     * little past the page, so Next stays possible beyond the cap; a seller's own is exact.
     */
    async search(q: AccountQuery) {
      const order = filtered(q)
        .select(LISTING_COLUMNS)
        // Only a seller's own listing shows transaction_status; the public one skips the subquery.
        .select(
          q.rollerId === undefined
            ? sql<TransactionStatus | null>`null`.as('last_transaction_status')
            : LAST_TRANSACTION_STATUS,
        );
      const sorted =
        q.sort === 'price_asc'
          ? order.orderBy('a.price', 'asc').orderBy('a.id', 'asc')
          : q.sort === 'price_desc'
            ? order.orderBy('a.price', 'desc').orderBy('a.id', 'desc')
            : order.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc');
      const cap = q.rollerId === undefined ? publicCountCap(q) : null;
      // One round trip: the count rides along as an uncorrelated subquery, evaluated once.
      const rows = await sorted
        .select(countQuery(q, cap).as('match_count'))
        .limit(q.limit)
        .offset(q.offset)
        .execute();
      // An empty page past the end carries no count row; only then is it asked for alone.
      const n =
        rows[0]?.match_count ??
        (q.offset === 0 ? 0 : (await countQuery(q, cap).executeTakeFirstOrThrow()).n);
      return {
        rows,
        total: cap === null ? n : Math.min(n, cap),
        capped: cap !== null && n > cap,
      };
    },
  };
}

export type ListingRepo = ReturnType<typeof createListingRepo>;
export type ListingRow = Omit<
  Awaited<ReturnType<ListingRepo['search']>>['rows'][number],
  'match_count'
>;
