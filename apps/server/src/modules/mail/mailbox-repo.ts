import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { DB, Database } from '../../db/index.ts';
import { MESSAGE_BODY, MESSAGE_FILE, MESSAGE_SUMMARY } from './columns.ts';
import { subRollerAddressPatterns, type MailboxReader, type RollerReader } from './readers.ts';

/**
 * Messages (`m`) in a reader's scope. A roller's also join its inbox row (`i`, referred to by
 * `sql.ref`): the inbox's list index orders them and holds their read state.
 */
type ScopedMessages = SelectQueryBuilder<
  Database & { m: Database['mail_messages']; i: Database['mail_inbox'] },
  'm',
  object
>;

/** A roller's search: a text in subject, sender or address, and one recipient address. */
export interface MailboxFilter {
  q?: string;
  to?: string;
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Which of a message's recipient rows (`r`) are the reader's: a roller's, the addresses of a
 * sub-roller's pattern, a buyer's accounts. Every condition leads with an indexed column
 * (`roller_id, address text_pattern_ops`; `account_id`).
 */
function recipientsOf(reader: MailboxReader): Expression<SqlBool> {
  switch (reader.kind) {
    case 'roller':
      return sql<SqlBool>`r.roller_id = ${reader.rollerId}`;
    case 'sub-roller': {
      const [exact, below] = subRollerAddressPatterns(reader.rollerCode, reader.subCode);
      return sql<SqlBool>`r.roller_id = ${reader.rollerId}
        and (r.address like ${exact} or r.address like ${below})`;
    }
    case 'buyer':
      if (reader.accounts.length === 0) return sql<SqlBool>`false`;
      return sql<SqlBool>`r.account_id in (${sql.join(reader.accounts.map((a) => a.accountId))})`;
  }
}

/**
 * A buyer reads each account's mail since that account's purchase; a sub-roller's one date is
 * tested on the message alone (see `earliest`).
 */
function receivedSincePurchase(reader: MailboxReader): Expression<SqlBool> {
  if (reader.kind !== 'buyer' || reader.accounts.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(
    reader.accounts.map((a) => sql`(r.account_id = ${a.accountId} and m.created_at >= ${a.since})`),
    sql` or `,
  )})`;
}

/** The reader's addresses the message reached, in one line. */
const toOf = (reader: MailboxReader) => sql<string>`(
  select string_agg(distinct r.address, ', ' order by r.address) from mail_recipients r
  where r.message_id = m.id and ${recipientsOf(reader)}
)`;

/** Whether the reader has read the message: a buyer has no unread state (always read). */
function isReadOf(reader: MailboxReader) {
  switch (reader.kind) {
    case 'roller':
      return sql<boolean>`${sql.ref('i.is_read')}`;
    case 'sub-roller':
      return sql<boolean>`exists (
        select 1 from sub_roller_reads sr
        where sr.sub_roller_id = ${reader.subRollerId} and sr.message_id = m.id
      )`;
    case 'buyer':
      return sql<boolean>`true`;
  }
}

/** All SQL of reading the mailbox, for every reader: lists, one mail, its files, read state. */
export function createMailboxRepo(db: DB) {
  function scoped(reader: MailboxReader, filter: MailboxFilter = {}): ScopedMessages {
    let query: ScopedMessages =
      reader.kind === 'roller'
        ? db
            .selectFrom('mail_inbox as i')
            .innerJoin('mail_messages as m', 'm.id', 'i.message_id')
            .where('i.roller_id', '=', reader.rollerId)
        : db
            .selectFrom('mail_messages as m')
            .where(({ exists, selectFrom }) =>
              exists(
                selectFrom('mail_recipients as r')
                  .select('r.message_id')
                  .whereRef('r.message_id', '=', 'm.id')
                  .where(recipientsOf(reader))
                  .where(receivedSincePurchase(reader)),
              ),
            );
    const since = earliest(reader);
    if (since) query = query.where('m.created_at', '>=', since);
    if (filter.to) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('mail_recipients as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .where(recipientsOf(reader))
            .where('r.address', '=', filter.to!),
        ),
      );
    }
    if (filter.q) {
      const p = likePattern(filter.q);
      query = query.where(({ or, eb }) =>
        or([
          eb('m.subject', 'ilike', p),
          eb('m.from_address', 'ilike', p),
          sql<SqlBool>`exists (
            select 1 from mail_recipients r
            where r.message_id = m.id and ${recipientsOf(reader)} and r.address ilike ${p}
          )`,
        ]),
      );
    }
    return query;
  }

  /** Newest first, in the order of the index the reader's scope is read by. */
  function newestFirst(reader: MailboxReader, query: ScopedMessages) {
    return reader.kind === 'roller'
      ? query.orderBy(sql.ref('i.created_at'), 'desc').orderBy(sql.ref('i.message_id'), 'desc')
      : query.orderBy('m.created_at', 'desc').orderBy('m.id', 'desc');
  }

  const summary = (reader: MailboxReader, query: ScopedMessages) =>
    query.select([
      ...MESSAGE_SUMMARY,
      'm.created_at',
      isReadOf(reader).as('is_read'),
      toOf(reader).as('to'),
    ]);

  const page = (
    reader: MailboxReader,
    filter: MailboxFilter,
    at: { page: number; limit: number },
  ) =>
    summary(reader, newestFirst(reader, scoped(reader, filter)))
      .limit(at.limit)
      .offset((at.page - 1) * at.limit);

  return {
    /** One page of the reader's mail, newest first. */
    page: (reader: MailboxReader, filter: MailboxFilter, at: { page: number; limit: number }) =>
      page(reader, filter, at).execute(),

    /** The buyer's view: each mail's text, and the security event it was flagged as, if any. */
    pageWithText: (reader: MailboxReader, at: { page: number; limit: number }) =>
      page(reader, {}, at).select(['m.text_body', securityAlert]).execute(),

    /**
     * The mails a dispute cites, whoever reads the dispute: each was in its buyer's scope when
     * cited, and stays stored while a dispute cites it.
     */
    cited: (messageIds: readonly number[]) =>
      messageIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('mail_messages as m')
            .select([
              'm.id',
              'm.from_address',
              'm.subject',
              'm.created_at',
              'm.sender_verified',
              securityAlert,
            ])
            .where('m.id', 'in', messageIds.map(String))
            .orderBy('m.created_at')
            .orderBy('m.id')
            .execute(),

    async total(reader: MailboxReader, filter: MailboxFilter = {}): Promise<number> {
      const row = await scoped(reader, filter)
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },

    async unread(reader: MailboxReader): Promise<number> {
      if (reader.kind === 'buyer') return 0;
      const count = sql<number>`count(*)::int`.as('n');
      // A roller's unread mail is counted from the inbox's partial index alone.
      const row = await (
        reader.kind === 'roller'
          ? db
              .selectFrom('mail_inbox')
              .where('roller_id', '=', reader.rollerId)
              .where('is_read', '=', false)
              .select(count)
          : scoped(reader)
              .where(sql<SqlBool>`not ${isReadOf(reader)}`)
              .select(count)
      ).executeTakeFirstOrThrow();
      return row.n;
    },

    /** The whole mail, when it is in the reader's scope. */
    one: (reader: MailboxReader, messageId: number) =>
      summary(reader, scoped(reader).where('m.id', '=', String(messageId)))
        .select(MESSAGE_BODY)
        .executeTakeFirst(),

    /** The raw bytes and attachment list of a mail, when it is in the reader's scope. */
    file: (reader: MailboxReader, messageId: number) =>
      scoped(reader).where('m.id', '=', String(messageId)).select(MESSAGE_FILE).executeTakeFirst(),

    /**
     * Records that the reader read a mail the caller found in its scope; false when a roller's
     * inbox has no such mail. A buyer's mail is always read.
     */
    async markRead(reader: MailboxReader, messageId: number): Promise<boolean> {
      if (reader.kind === 'roller') {
        const row = await db
          .updateTable('mail_inbox')
          .set({ is_read: true })
          .where('roller_id', '=', reader.rollerId)
          .where('message_id', '=', String(messageId))
          .returning('message_id')
          .executeTakeFirst();
        return row !== undefined;
      }
      if (reader.kind === 'sub-roller')
        await db
          .insertInto('sub_roller_reads')
          .values({ sub_roller_id: reader.subRollerId, message_id: String(messageId) })
          .onConflict((oc) => oc.doNothing())
          .execute();
      return true;
    },

    /** Marks every unread mail of the roller read; how many were unread. */
    async markAllRead(reader: RollerReader): Promise<number> {
      const rows = await db
        .updateTable('mail_inbox')
        .set({ is_read: true })
        .where('roller_id', '=', reader.rollerId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(rows.numUpdatedRows);
    },
  };
}

/** The security event the warranty watch flagged a message as (the first, if several). */
const securityAlert = (eb: ExpressionBuilder<Database & { m: Database['mail_messages'] }, 'm'>) =>
  eb
    .selectFrom('mail_security_alerts as s')
    .select('s.kind')
    .whereRef('s.message_id', '=', 'm.id')
    .orderBy('s.created_at')
    .limit(1)
    .as('security_alert');

/** The earliest mail a reader reads, repeated outside its recipient test for the date index. */
function earliest(reader: MailboxReader): Date | null {
  if (reader.kind === 'sub-roller') return reader.since;
  if (reader.kind === 'buyer' && reader.accounts.length > 0)
    return new Date(Math.min(...reader.accounts.map((a) => a.since.getTime())));
  return null;
}

export type MailboxRepo = ReturnType<typeof createMailboxRepo>;
