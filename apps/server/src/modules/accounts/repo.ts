import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { PUBLIC_COUNT_CAP, type AccountSort } from '@shop/contract';
import type { DB } from '../../db/index.ts';
import type { Accounts, DB as Tables, Transactions } from '../../db/schema.ts';
import { genderToken, searchTokens, serverToken } from './search-tokens.ts';
import { textCondition, type TextSearch } from './text-search.ts';

type AccountRow = Selectable<Accounts>;
type JsonColumns = 'images' | 'characters' | 'weapons';
export type TransactionStatus = Selectable<Transactions>['status'];
export type AccountStatus = AccountRow['status'];

/** A new account as the services build it: the JSON columns as values, not yet as JSON text. */
export type AccountInsert = Omit<
  Insertable<Accounts>,
  JsonColumns | 'id' | 'status' | 'search_tokens' | 'created_at' | 'updated_at'
> &
  Pick<AccountRow, JsonColumns>;

export interface AccountQuery {
  gameId: number;
  /** Set for a seller's own listing: all of its accounts, any status. */
  rollerId?: number;
  servers: string[];
  gender?: AccountRow['gender'];
  maxPrice?: number;
  tokens: string[];
  /** A code or description words (text-search.ts); searched in SQL, never in the index. */
  text?: TextSearch;
  sort: AccountSort;
  limit: number;
  offset: number;
}

const toRow = (a: AccountInsert) => ({
  ...a,
  images: JSON.stringify(a.images),
  characters: JSON.stringify(a.characters),
  weapons: JSON.stringify(a.weapons),
  search_tokens: searchTokens(a),
});

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
  'a.created_at',
] as const;

/** The status of the account's latest transaction (null when it has none). */
const LAST_TRANSACTION_STATUS = sql<TransactionStatus | null>`(
  select t.status from transactions t where t.account_id = a.id order by t.created_at desc limit 1
)`.as('last_transaction_status');

/**
 * Where the public listing stops counting: PUBLIC_COUNT_CAP, or a little past the page asked for,
 * so Next stays possible beyond the cap.
 */
export const publicCountCap = (q: AccountQuery) =>
  Math.max(PUBLIC_COUNT_CAP, q.offset + q.limit + 1);

/** Every query, on the pool or inside one transaction. */
function queries(db: Kysely<Tables>) {
  function filtered(q: AccountQuery) {
    const base = db
      .selectFrom('accounts as a')
      .where('a.game_id', '=', q.gameId)
      .$if(q.rollerId === undefined, (b) => b.where('a.status', '=', 'available'))
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
    async insertMany(rows: AccountInsert[]): Promise<number> {
      if (rows.length === 0) return 0;
      const res = await db.insertInto('accounts').values(rows.map(toRow)).executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0);
    },

    async countByRoller(rollerId: number): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('roller_id', '=', rollerId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

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

    /** A seller's own account in full, with the status of its latest transaction. */
    findOwned(rollerId: number, gameId: number, accountId: number) {
      return db
        .selectFrom('accounts as a')
        .innerJoin('rollers as r', 'r.id', 'a.roller_id')
        .selectAll('a')
        .select('r.code as roller_code')
        .select(LAST_TRANSACTION_STATUS)
        .where('a.id', '=', accountId)
        .where('a.game_id', '=', gameId)
        .where('a.roller_id', '=', rollerId)
        .executeTakeFirst();
    },

    /**
     * Locks a seller's account row until the transaction ends (`select ... for update`) and
     * reads its state: a purchase that reserves it waits for us, or we wait for it and see it.
     */
    lockOwned(rollerId: number, gameId: number, accountId: number) {
      return db
        .selectFrom('accounts')
        .select(['id', 'code', 'price', 'status'])
        .where('id', '=', accountId)
        .where('game_id', '=', gameId)
        .where('roller_id', '=', rollerId)
        .forUpdate()
        .executeTakeFirst();
    },

    async insertOne(row: AccountInsert): Promise<number> {
      const { id } = await db
        .insertInto('accounts')
        .values(toRow(row))
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateOne(accountId: number, row: AccountInsert): Promise<void> {
      const { game_id: _g, roller_id: _r, ...patch } = toRow(row);
      await db
        .updateTable('accounts')
        .set({ ...patch, updated_at: sql<Date>`now()` })
        .where('id', '=', accountId)
        .execute();
    },

    /** Run inside a transaction: removes the account and its lapsed invoices together. */
    async deleteOne(accountId: number): Promise<void> {
      // Lapsed invoices are history of an account that no longer exists.
      await db.deleteFrom('transactions').where('account_id', '=', accountId).execute();
      await db.deleteFrom('accounts').where('id', '=', accountId).execute();
    },

    /** Statuses of the account's transactions that still bind it (open or delivered). */
    async bindingTransactions(accountId: number) {
      const rows = await db
        .selectFrom('transactions')
        .select('status')
        .where('account_id', '=', accountId)
        .where('status', 'in', ['pending', 'paid', 'delivered'])
        .execute();
      return rows.map((r) => r.status);
    },

    async loginEmailTaken(email: string, exceptId?: number): Promise<boolean> {
      const row = await db
        .selectFrom('accounts')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['login_email']), '=', eb.fn('lower', [eb.val(email)])))
        .where('login_method', '=', 'Email')
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },

    async codeTaken(gameId: number, code: string, exceptId?: number): Promise<boolean> {
      const row = await db
        .selectFrom('accounts')
        .select('id')
        .where('game_id', '=', gameId)
        .where((eb) => eb(eb.fn('lower', ['code']), '=', eb.fn('lower', [eb.val(code)])))
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Hands out the seller's next account number, at least `atLeast`. The counter only grows,
     * and its row stays locked until the caller's transaction ends, so concurrent saves of one
     * seller take turns and a save that rolls back gives its number back.
     */
    async takeAccountNumber(rollerId: number, atLeast = 1): Promise<number> {
      const row = await db
        .updateTable('rollers')
        .set({ next_account_number: sql<number>`greatest(next_account_number, ${atLeast}) + 1` })
        .where('id', '=', rollerId)
        .returning(sql<number>`next_account_number - 1`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** The highest number of the game's codes `{prefix}-{digits}` (any case), 0 when none. */
    async highestCodeNumber(gameId: number, prefix: string): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select(
          sql<number>`coalesce(max(substring(upper(code) from ${`^${prefix}-([0-9]{1,9})$`})::integer), 0)`.as(
            'n',
          ),
        )
        .where('game_id', '=', gameId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** The public detail of an account that is for sale, or reserved by an open invoice. */
    findForSale(gameId: number, accountId: number) {
      return db
        .selectFrom('accounts as a')
        .select([
          'a.id',
          'a.game_id',
          'a.images',
          'a.login_method',
          'a.description',
          'a.price',
          'a.characters',
          'a.weapons',
          'a.server_value',
          'a.banner_guarantee',
          'a.code',
          'a.gender',
          'a.status',
        ])
        .where('a.id', '=', accountId)
        .where('a.game_id', '=', gameId)
        .where('a.status', 'in', ['available', 'reserved'])
        .executeTakeFirst();
    },
  };
}

export type AccountQueries = ReturnType<typeof queries>;

export function createAccountsRepo(db: DB) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction; the queries it is given run inside it. */
    transaction<T>(work: (tx: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx)));
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
export type ListingRow = Omit<
  Awaited<ReturnType<AccountsRepo['search']>>['rows'][number],
  'match_count'
>;
