import { sql, type Expression, type SqlBool } from 'kysely';
import type { DB } from '../../db/index.ts';
import { PREPARED } from '../../db/prepared.ts';
import type { MailAttachment } from '../../db/column-types.ts';
import { MESSAGE_BODY, MESSAGE_FILE, MESSAGE_SUMMARY } from './columns.ts';

/** Where one envelope address delivers: a roller's inbox, and the account it is the login of. */
export interface RecipientRoute {
  address: string;
  rollerId: number;
  accountId: number | null;
}

export interface NewMail {
  headerMessageId: string | null;
  envelopeFrom: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  preview: string;
  code: string | null;
  link: string | null;
  attachments: MailAttachment[];
  rawGz: Buffer;
  rawSize: number;
}

/** A sub-roller one of a stored message's recipients reaches. */
export interface SubRollerReach {
  subRollerId: number;
  rollerId: number;
  address: string;
}

/** An account one of a stored message's recipients is the login of. */
export interface AccountReach {
  accountId: number;
  address: string;
}

/** A message as committed: its id and time, and the sub-rollers and accounts it reaches. */
export interface StoredMail {
  id: number;
  created_at: Date;
  subRollers: SubRollerReach[];
  accounts: AccountReach[];
}

/** `%` and `_` typed in a search are letters, not wildcards. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** All SQL of received mail: routing look-ups, storage, a roller's inbox, retention. */
export function createMailRepo(db: DB) {
  /** The roller's addresses the message reached, in one line. */
  const toOf = sql<string>`(
    select string_agg(r.address, ', ' order by r.address) from mail_recipients r
    where r.message_id = i.message_id and r.roller_id = i.roller_id
  )`;

  function inbox(rollerId: number, q: string | undefined, to?: string) {
    let query = db
      .selectFrom('mail_inbox as i')
      .innerJoin('mail_messages as m', 'm.id', 'i.message_id')
      .where('i.roller_id', '=', rollerId);
    if (to) {
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('mail_recipients as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'i.message_id')
            .where('r.roller_id', '=', rollerId)
            .where('r.address', '=', to),
        ),
      );
    }
    if (q) {
      const p = likePattern(q);
      query = query.where(({ or, eb }) =>
        or([
          eb('m.subject', 'ilike', p),
          eb('m.from_address', 'ilike', p),
          sql<SqlBool>`exists (
            select 1 from mail_recipients r
            where r.message_id = i.message_id and r.roller_id = i.roller_id and r.address ilike ${p}
          )` as Expression<SqlBool>,
        ]),
      );
    }
    return query;
  }

  async function unreadCount(rollerId: number): Promise<number> {
    const row = await db
      .selectFrom('mail_inbox')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('roller_id', '=', rollerId)
      .where('is_read', '=', false)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  return {
    unreadCount,

    /**
     * The roller whose code the address starts with, and the account whose login e-mail it is
     * (DESIGN §5 routing); the caller merges the two.
     */
    async routesOf(address: string, rollerCode: string | null) {
      const { rows } = await sql<{
        roller_id: number;
        account_id: number | null;
        by_code: boolean;
      }>`
        select r.id as roller_id, null::integer as account_id, true as by_code
        from rollers r where r.code = ${rollerCode}
        union all
        select a.roller_id, a.id, false from accounts a
        where lower(a.login_email) = ${address} and a.login_method = 'Email'
      `.execute(db);
      return rows;
    },

    /**
     * Stores messages, their recipients and each roller's inbox rows in one statement, so a
     * batch is either all committed or not at all (each 250 waits for this). A recipient routed
     * by its roller alone gets the account whose login e-mail it is, as of now. One result per
     * message, in order, with the sub-rollers its recipients reach (`roller.sub@` and
     * `roller.sub.anything@`, as the sub-roller's inbox reads them): asked here, in the same
     * statement, rather than in a query of its own per batch. Parameters go as two JSON
     * documents (raw bytes in base64): the same statement text for any batch size, and one
     * shape both drivers carry alike.
     */
    async insertMany(mails: { mail: NewMail; routes: RecipientRoute[] }[]): Promise<StoredMail[]> {
      const messages = JSON.stringify(
        mails.map(({ mail }, k) => ({
          k,
          header_message_id: mail.headerMessageId,
          envelope_from: mail.envelopeFrom,
          from_address: mail.from,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          preview: mail.preview,
          code: mail.code,
          link: mail.link,
          attachments: mail.attachments,
          raw_gz: mail.rawGz.toString('base64'),
          raw_size: mail.rawSize,
        })),
      );
      const recipients = JSON.stringify(
        mails.flatMap(({ routes }, k) =>
          routes.map((r) => ({
            k,
            address: r.address,
            roller_id: r.rollerId,
            account_id: r.accountId,
          })),
        ),
      );
      // Ids are drawn first (materialised once), so each row of the batch keeps its number k.
      const { rows } = await sql<{
        k: number;
        id: number;
        created_at: Date;
        sub_rollers: { sub_roller_id: number; roller_id: number; address: string }[];
        accounts: { account_id: number; address: string }[];
      }>`${sql.raw(PREPARED)}
        with x as materialized (
          select nextval(pg_get_serial_sequence('mail_messages', 'id')) as id, x.*
          from json_to_recordset(${messages}::json) as x(k integer, header_message_id text,
            envelope_from text, from_address text, to_address text, subject text, text_body text,
            html_body text, preview text, code text, link text, attachments jsonb, raw_gz text,
            raw_size integer)
        ), r as materialized (
          select * from json_to_recordset(${recipients}::json)
            as r(k integer, address text, roller_id integer, account_id integer)
        ), m as (
          insert into mail_messages (id, header_message_id, envelope_from, from_address,
            to_address, subject, text_body, html_body, preview, code, link, attachments, raw_gz,
            raw_size)
          select id, header_message_id, envelope_from, from_address, to_address, subject,
            text_body, html_body, preview, code, link, attachments, decode(raw_gz, 'base64'),
            raw_size
          from x
          returning id, created_at
        ), recipients as (
          insert into mail_recipients (message_id, address, roller_id, account_id)
          select x.id, r.address, r.roller_id, coalesce(r.account_id, (
            select a.id from accounts a
            where lower(a.login_email) = r.address and a.login_method = 'Email'
              and a.roller_id = r.roller_id
          ))
          from r join x on x.k = r.k
          returning message_id, address, account_id
        ), inbox as (
          insert into mail_inbox (roller_id, message_id, created_at)
          select distinct r.roller_id, m.id, m.created_at
          from r join x on x.k = r.k join m on m.id = x.id
        )
        select x.k, m.id, m.created_at, coalesce((
            select json_agg(json_build_object(
              'sub_roller_id', s.id, 'roller_id', s.roller_id, 'address', r.address))
            from r join rollers ro on ro.id = r.roller_id
              and ro.code = split_part(split_part(r.address, '@', 1), '.', 1)
            join sub_rollers s on s.roller_id = r.roller_id
              and s.sub_code = split_part(split_part(r.address, '@', 1), '.', 2)
            where r.k = x.k
          ), '[]'::json) as sub_rollers, coalesce((
            select json_agg(json_build_object('account_id', rc.account_id, 'address', rc.address))
            from recipients rc where rc.message_id = m.id and rc.account_id is not null
          ), '[]'::json) as accounts
        from x join m on m.id = x.id order by x.k
      `.execute(db);
      return rows.map((r) => ({
        id: Number(r.id),
        created_at: r.created_at,
        subRollers: r.sub_rollers.map((s) => ({
          subRollerId: Number(s.sub_roller_id),
          rollerId: Number(s.roller_id),
          address: s.address,
        })),
        accounts: r.accounts.map((a) => ({ accountId: Number(a.account_id), address: a.address })),
      }));
    },

    async list(rollerId: number, opts: { page: number; limit: number; q?: string; to?: string }) {
      const [rows, total, unread] = await Promise.all([
        inbox(rollerId, opts.q, opts.to)
          .select([...MESSAGE_SUMMARY, 'i.created_at', 'i.is_read', toOf.as('to')])
          .orderBy('i.created_at', 'desc')
          .orderBy('i.message_id', 'desc')
          .limit(opts.limit)
          .offset((opts.page - 1) * opts.limit)
          .execute(),
        inbox(rollerId, opts.q, opts.to)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
        unreadCount(rollerId),
      ]);
      return { rows, total: total.n, unread };
    },

    /** The whole mail, when it reached one of the roller's addresses. */
    byId(rollerId: number, messageId: number) {
      return inbox(rollerId, undefined)
        .where('i.message_id', '=', String(messageId))
        .select([...MESSAGE_SUMMARY, ...MESSAGE_BODY, 'i.created_at', 'i.is_read', toOf.as('to')])
        .executeTakeFirst();
    },

    /** Whether the roller has that mail; marks it read when it has. */
    async markRead(rollerId: number, messageId: number): Promise<boolean> {
      const row = await db
        .updateTable('mail_inbox')
        .set({ is_read: true })
        .where('roller_id', '=', rollerId)
        .where('message_id', '=', String(messageId))
        .returning('message_id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks every unread mail of the roller read; how many were unread. */
    async markAllRead(rollerId: number): Promise<number> {
      const rows = await db
        .updateTable('mail_inbox')
        .set({ is_read: true })
        .where('roller_id', '=', rollerId)
        .where('is_read', '=', false)
        .executeTakeFirst();
      return Number(rows.numUpdatedRows);
    },

    /** The raw bytes and attachment list of a mail, when it reached one of the roller's addresses. */
    fileOf: (rollerId: number, messageId: number) =>
      inbox(rollerId, undefined)
        .where('i.message_id', '=', String(messageId))
        .select(MESSAGE_FILE)
        .executeTakeFirst(),

    /**
     * Deletes up to `batch` messages received more than `days` ago (recipients and inbox rows
     * go with them); rows another instance is deleting are skipped, not waited for.
     */
    async pruneBatch(days: number, batch: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        with doomed as (
          select id from mail_messages
          where created_at < now() - make_interval(days => ${days})
          order by created_at, id
          limit ${batch}
          for update skip locked
        ), gone as (
          delete from mail_messages where id in (select id from doomed) returning 1
        )
        select count(*)::int as n from gone
      `.execute(db);
      return rows[0]!.n;
    },
  };
}

export type MailRepo = ReturnType<typeof createMailRepo>;
