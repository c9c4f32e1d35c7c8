import { sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/index.ts';
import { MESSAGE_BODY, MESSAGE_FILE, MESSAGE_SUMMARY } from '../mail/columns.ts';
import { enqueueMail, type OutgoingMail } from '../outbox/outbox.ts';

/** Mails listed per account, newest first. */
export const BUYER_EMAILS_PER_ACCOUNT = 50;

/** The buyer's delivered accounts: what their token reads (mail since each purchase). */
const deliveredTo = (email: string) =>
  sql<SqlBool>`lower(t.buyer_email) = ${email} and t.status = 'delivered'`;

/** All SQL of buyer access: the links, the delivered accounts and their mail since purchase. */
export function createBuyerAccessRepo(db: DB) {
  /** One mail, when it reached one of the buyer's delivered accounts after its purchase. */
  const visibleMail = (email: string, messageId: number) =>
    db
      .selectFrom('mail_messages as m')
      .where('m.id', '=', String(messageId))
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('mail_recipients as r')
            .innerJoin('transactions as t', 't.account_id', 'r.account_id')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .whereRef('m.created_at', '>=', 't.created_at')
            .where(deliveredTo(email)),
        ),
      );

  return {
    async hasDelivered(email: string): Promise<boolean> {
      const row = await db
        .selectFrom('transactions')
        .select('id')
        .where(sql<string>`lower(buyer_email)`, '=', email)
        .where('status', '=', 'delivered')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The link and the mail that carries it, committed together. */
    async storeLink(email: string, tokenHash: Buffer, expiresAt: Date, mail: OutgoingMail) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('buyer_access_tokens')
          .values({ email, token_hash: tokenHash, expires_at: expiresAt })
          .execute();
        await enqueueMail(trx, mail);
      });
    },

    tokenByHash: (tokenHash: Buffer) =>
      db
        .selectFrom('buyer_access_tokens')
        .select(['email', 'expires_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** The buyer's delivered accounts, with each one's mail count since its purchase. */
    deliveredAccounts: (email: string) =>
      db
        .selectFrom('transactions as t')
        .innerJoin('accounts as a', 'a.id', 't.account_id')
        .innerJoin('games as g', 'g.id', 'a.game_id')
        .leftJoin('game_servers as s', (j) =>
          j.onRef('s.game_id', '=', 'a.game_id').onRef('s.value', '=', 'a.server_value'),
        )
        .select([
          'a.id as account_id',
          'g.name as game_name',
          sql<string>`coalesce(s.name, a.server_value)`.as('server_name'),
          'a.login_email as account_email',
          'a.login_method',
          'a.code as account_code',
          't.created_at as purchase_date',
          sql<number>`(
            select count(distinct r.message_id)::int from mail_recipients r
            join mail_messages m on m.id = r.message_id
            where r.account_id = a.id and m.created_at >= t.created_at
          )`.as('email_count'),
        ])
        .where(sql<string>`lower(t.buyer_email)`, '=', email)
        .where('t.status', '=', 'delivered')
        .orderBy('t.created_at', 'desc')
        .execute(),

    /** Mail that reached the account since `since`, newest first. */
    mailOf: (accountId: number, since: Date) =>
      db
        .selectFrom('mail_messages as m')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('mail_recipients as r')
              .select('r.message_id')
              .whereRef('r.message_id', '=', 'm.id')
              .where('r.account_id', '=', accountId),
          ),
        )
        .where('m.created_at', '>=', since)
        .select([...MESSAGE_SUMMARY, 'm.text_body', 'm.created_at'])
        .select(
          sql<string>`(select string_agg(r.address, ', ' order by r.address) from mail_recipients r
            where r.message_id = m.id and r.account_id = ${accountId})`.as('to'),
        )
        .orderBy('m.created_at', 'desc')
        .orderBy('m.id', 'desc')
        .limit(BUYER_EMAILS_PER_ACCOUNT)
        .execute(),

    /** The ids of the buyer's delivered accounts (their live channel hears these). */
    async deliveredAccountIds(email: string): Promise<number[]> {
      const rows = await db
        .selectFrom('transactions as t')
        .select('t.account_id')
        .where(deliveredTo(email))
        .execute();
      return rows.map((r) => r.account_id);
    },

    /** The raw bytes and attachment list of one of the buyer's mails. */
    fileOf: (email: string, messageId: number) =>
      visibleMail(email, messageId).select(MESSAGE_FILE).executeTakeFirst(),

    /**
     * One whole mail, when it reached one of the buyer's delivered accounts after its purchase;
     * `to` names only those accounts' addresses.
     */
    oneMail: (email: string, messageId: number) =>
      visibleMail(email, messageId)
        .select([
          ...MESSAGE_SUMMARY,
          ...MESSAGE_BODY,
          'm.created_at',
          sql<boolean>`true`.as('is_read'),
          sql<string>`(select string_agg(distinct r.address, ', ') from mail_recipients r
            join transactions t on t.account_id = r.account_id
            where r.message_id = m.id and ${deliveredTo(email)})`.as('to'),
        ])
        .executeTakeFirst(),
  };
}

export type BuyerAccessRepo = ReturnType<typeof createBuyerAccessRepo>;
