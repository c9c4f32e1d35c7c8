import { sql, type SqlBool, type Expression } from 'kysely';
import type { AccountSort, Gender } from '@shop/contract';
import type { DB } from '../../db/index.ts';
import type {
  AccountCharacter,
  AccountWeapon,
  LoginMethod,
  TransactionStatus,
} from '../../db/schema.ts';
import { searchTokens } from './search-tokens.ts';

export interface AccountInsert {
  game_id: number;
  roller_id: number;
  server_value: string;
  banner_guarantee: boolean;
  code: string;
  description: string;
  price: number;
  images: string[];
  login_method: LoginMethod;
  login_email: string;
  password_enc: string;
  recovery_email_enc: string | null;
  gender: Gender;
  characters: AccountCharacter[];
  weapons: AccountWeapon[];
}

export interface AccountQuery {
  gameId: number;
  /** Set for a seller's own listing: all of its accounts, any status. */
  rollerId?: number;
  servers: string[];
  gender?: Gender;
  maxPrice?: number;
  tokens: string[];
  sort: AccountSort;
  limit: number;
  offset: number;
}

const toRow = (a: AccountInsert) => ({
  ...a,
  images: JSON.stringify(a.images),
  characters: JSON.stringify(a.characters),
  weapons: JSON.stringify(a.weapons),
  search_tokens: searchTokens(a.characters, a.weapons),
});

/** Listing columns: never the login e-mail, password or recovery e-mail. */
const LISTING_COLUMNS = [
  'a.id',
  'a.game_id',
  'a.server_value',
  's.name as server_name',
  'a.level',
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

export function createAccountsRepo(db: DB) {
  function filtered(q: AccountQuery) {
    return db
      .selectFrom('accounts as a')
      .where('a.game_id', '=', q.gameId)
      .$if(q.rollerId === undefined, (b) => b.where('a.status', '=', 'available'))
      .$if(q.rollerId !== undefined, (b) => b.where('a.roller_id', '=', q.rollerId!))
      .$if(q.servers.length > 0, (b) => b.where('a.server_value', 'in', q.servers))
      .$if(q.gender !== undefined, (b) => b.where('a.gender', '=', q.gender!))
      .$if(q.maxPrice !== undefined, (b) => b.where('a.price', '<=', q.maxPrice!))
      .$if(q.tokens.length > 0, (b) =>
        b.where(
          sql<SqlBool>`a.search_tokens @> ${sql.val(q.tokens)}::text[]` as Expression<SqlBool>,
        ),
      );
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
        .select(sql<number>`count(*)::int`.as('n'))
        .where('roller_id', '=', rollerId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async search(q: AccountQuery) {
      const order = filtered(q)
        .innerJoin('game_servers as s', (j) =>
          j.onRef('s.game_id', '=', 'a.game_id').onRef('s.value', '=', 'a.server_value'),
        )
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
      const [rows, total] = await Promise.all([
        sorted.limit(q.limit).offset(q.offset).execute(),
        filtered(q)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
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

    async deleteOne(accountId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        // Lapsed invoices are history of an account that no longer exists.
        await trx.deleteFrom('transactions').where('account_id', '=', accountId).execute();
        await trx.deleteFrom('accounts').where('id', '=', accountId).execute();
      });
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
        .where(sql<SqlBool>`lower(login_email) = lower(${email})` as Expression<SqlBool>)
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
        .where(sql<SqlBool>`lower(code) = lower(${code})` as Expression<SqlBool>)
        .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
        .executeTakeFirst();
      return row !== undefined;
    },

    async countInGame(gameId: number): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('game_id', '=', gameId)
        .executeTakeFirstOrThrow();
      return row.n;
    },

    /** The public detail of an account that is for sale. */
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
        ])
        .where('a.id', '=', accountId)
        .where('a.game_id', '=', gameId)
        .where('a.status', '=', 'available')
        .executeTakeFirst();
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
export type ListingRow = Awaited<ReturnType<AccountsRepo['search']>>['rows'][number];
