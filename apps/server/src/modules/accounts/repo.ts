import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { Accounts, DB as Tables } from '../../db/schema.ts';
import { LAST_TRANSACTION_STATUS, notOfDisabledSeller } from './listing-repo.ts';
import { searchTokens } from './search-tokens.ts';

export type { TransactionStatus } from './listing-repo.ts';

type AccountRow = Selectable<Accounts>;
type JsonColumns = 'images' | 'characters' | 'weapons';
export type AccountStatus = AccountRow['status'];

/** A new account as the services build it: the JSON columns as values, not yet as JSON text. */
export type AccountInsert = Omit<
  Insertable<Accounts>,
  JsonColumns | 'id' | 'status' | 'search_tokens' | 'created_at' | 'updated_at'
> &
  Pick<AccountRow, JsonColumns>;

const toRow = (a: AccountInsert) => ({
  ...a,
  images: JSON.stringify(a.images),
  characters: JSON.stringify(a.characters),
  weapons: JSON.stringify(a.weapons),
  search_tokens: searchTokens(a),
});

/** Every query, on the pool or inside one transaction. */
function queries(db: Kysely<Tables>, clock: Clock) {
  return {
    async insertMany(rows: AccountInsert[]): Promise<number> {
      if (rows.length === 0) return 0;
      const at = clock();
      const res = await db
        .insertInto('accounts')
        .values(rows.map((r) => ({ ...toRow(r), created_at: at, updated_at: at })))
        .executeTakeFirst();
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
        .select(['id', 'code', 'price', 'status', 'warranty_days'])
        .where('id', '=', accountId)
        .where('game_id', '=', gameId)
        .where('roller_id', '=', rollerId)
        .forUpdate()
        .executeTakeFirst();
    },

    /** The warranty a seller's new accounts get when the form names none. */
    async defaultWarrantyDays(rollerId: number): Promise<number> {
      const row = await db
        .selectFrom('rollers')
        .select('default_warranty_days')
        .where('id', '=', rollerId)
        .executeTakeFirstOrThrow();
      return row.default_warranty_days;
    },

    async insertOne(row: AccountInsert): Promise<number> {
      const { id } = await db
        .insertInto('accounts')
        .values({ ...toRow(row), created_at: clock(), updated_at: clock() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    async updateOne(accountId: number, row: AccountInsert): Promise<void> {
      const { game_id: _g, roller_id: _r, ...patch } = toRow(row);
      await db
        .updateTable('accounts')
        .set({ ...patch, updated_at: clock() })
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

    /**
     * The public detail of an account that is for sale, or reserved by an open invoice. A
     * disabled seller's answers as one no longer for sale.
     */
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
          'a.warranty_days',
          'a.status',
        ])
        .where('a.id', '=', accountId)
        .where('a.game_id', '=', gameId)
        .where('a.status', 'in', ['available', 'reserved'])
        .where(notOfDisabledSeller('a.id', gameId))
        .executeTakeFirst();
    },
  };
}

export type AccountQueries = ReturnType<typeof queries>;

export function createAccountsRepo(db: DB, clock: Clock = systemClock) {
  return {
    ...queries(db, clock),
    /**
     * Email-login accounts whose address may be one of the shop's own (decision 0042): a
     * reserved name under a seller's code (`localPattern`, a POSIX expression), an address
     * with no `{roller}.` part, or `contact`. The caller's rule has the final word.
     */
    shopAddressCandidates(localPattern: string, contact: string | null) {
      const local = sql<string>`split_part(lower(a.login_email), '@', 1)`;
      return db
        .selectFrom('accounts as a')
        .innerJoin('rollers as r', 'r.id', 'a.roller_id')
        .innerJoin('games as g', 'g.id', 'a.game_id')
        .select(['a.id', 'a.code', 'a.login_email', 'r.code as roller_code', 'g.name as game_name'])
        .where('a.login_method', '=', 'Email')
        .where((eb) =>
          eb.or([
            eb(local, '~', localPattern),
            eb(sql<number>`strpos(${local}, '.')`, '=', 0),
            ...(contact === null ? [] : [eb(sql<string>`lower(a.login_email)`, '=', contact)]),
          ]),
        )
        .orderBy('a.id')
        .execute();
    },
    /** Runs `work` in one transaction; the queries it is given run inside it. */
    transaction<T>(work: (tx: AccountQueries) => Promise<T>): Promise<T> {
      return db.transaction().execute((trx) => work(queries(trx, clock)));
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
