import { sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';

/** The buyer's delivered accounts: what their token reads (mail since each purchase). */
const deliveredTo = (email: string) =>
  sql<SqlBool>`lower(t.buyer_email) = ${email} and t.status = 'delivered'`;

/** All SQL of buyer access: the links and the delivered accounts (the mail module reads their mail). */
export function createBuyerAccessRepo(db: DB) {
  return {
    /**
     * Whether a link may be mailed to `email`: it has a delivered account, or a dispute (a
     * refunded buyer's account is no longer theirs to read, but their dispute's page is).
     */
    async mayHaveLink(email: string): Promise<boolean> {
      // Two lookups, each on its own index: the partial index of delivered orders by e-mail,
      // then the (few) disputes joined to their order by key.
      const delivered = await db
        .selectFrom('transactions')
        .select('id')
        .where(sql<string>`lower(buyer_email)`, '=', email)
        .where('status', '=', 'delivered')
        .executeTakeFirst();
      if (delivered) return true;
      const disputed = await db
        .selectFrom('disputes as d')
        .innerJoin('transactions as t', 't.id', 'd.transaction_id')
        .select('d.id')
        .where(sql<string>`lower(t.buyer_email)`, '=', email)
        .executeTakeFirst();
      return disputed !== undefined;
    },

    /** Binds the link's insert to a unit of work, so the mail that carries it commits with it. */
    within: ({ executor }: TransactionScope) => ({
      insertLink: (email: string, tokenHash: Buffer, createdAt: Date, expiresAt: Date) =>
        executor
          .insertInto('buyer_access_tokens')
          .values({ email, token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt })
          .execute(),
    }),

    tokenByHash: (tokenHash: Buffer) =>
      db
        .selectFrom('buyer_access_tokens')
        .select(['email', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** The buyer's delivered accounts, newest purchase first. */
    deliveredAccounts: (email: string) =>
      db
        .selectFrom('transactions as t')
        .innerJoin('accounts as a', 'a.id', 't.account_id')
        .innerJoin('games as g', 'g.id', 'a.game_id')
        .leftJoin('game_servers as s', (j) =>
          j.onRef('s.game_id', '=', 'a.game_id').onRef('s.value', '=', 'a.server_value'),
        )
        .select([
          't.id as transaction_id',
          't.warranty_days',
          't.delivered_at',
          't.warranty_ended_at',
          'a.id as account_id',
          'g.name as game_name',
          sql<string>`coalesce(s.name, a.server_value)`.as('server_name'),
          'a.login_email as account_email',
          'a.login_method',
          'a.code as account_code',
          't.created_at as purchase_date',
        ])
        .where(sql<string>`lower(t.buyer_email)`, '=', email)
        .where('t.status', '=', 'delivered')
        .orderBy('t.created_at', 'desc')
        .execute(),

    /**
     * The sign-in of one of the buyer's delivered purchases (password still sealed); none for
     * another buyer's purchase or one not (or no longer) delivered.
     */
    credentials: (email: string, transactionId: number) =>
      db
        .selectFrom('transactions as t')
        .innerJoin('accounts as a', 'a.id', 't.account_id')
        .select(['a.login_method', 'a.login_email', 'a.password_enc'])
        .where('t.id', '=', transactionId)
        .where(deliveredTo(email))
        .executeTakeFirst(),

    /**
     * The buyer's delivered accounts, when each was bought and its login address: the mail
     * their token reads.
     */
    deliveries: (email: string) =>
      db
        .selectFrom('transactions as t')
        .innerJoin('accounts as a', 'a.id', 't.account_id')
        .select(['t.account_id', 't.created_at', 'a.login_email'])
        .where(deliveredTo(email))
        .execute(),
  };
}

export type BuyerAccessRepo = ReturnType<typeof createBuyerAccessRepo>;
