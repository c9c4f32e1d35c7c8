import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import { PREPARED } from '../../db/prepared.ts';
import type { MailAttachment } from '../../db/column-types.ts';
import { subRollerNamedBy } from './readers.ts';

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
  /** False for a message without a DKIM signature; null until a signature is checked. */
  senderVerified: boolean | null;
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

/** All SQL of receiving mail: routing look-ups, storage, retention (reading: mailbox-repo.ts). */
export function createMailRepo(db: DB, clock: Clock = systemClock) {
  return {
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
     * message, in order, with the sub-rollers its recipients reach (named by `subRollerNamedBy`,
     * the rule the sub-roller's list reads by, so its live events and its list agree): asked
     * here, in the same statement, rather than in a query of its own per batch. Parameters go as two JSON
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
          sender_verified: mail.senderVerified,
        })),
      );
      const recipients = JSON.stringify(
        mails.flatMap(({ routes }, k) =>
          routes.map((r) => {
            // The sub-roller the address names, if any: its id is looked up in the statement.
            const named = subRollerNamedBy(r.address);
            return {
              k,
              address: r.address,
              roller_id: r.rollerId,
              account_id: r.accountId,
              roller_code: named?.rollerCode,
              sub_code: named?.subCode,
            };
          }),
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
            raw_size integer, sender_verified boolean)
        ), r as materialized (
          select * from json_to_recordset(${recipients}::json)
            as r(k integer, address text, roller_id integer, account_id integer,
              roller_code text, sub_code text)
        ), m as (
          -- created_at is the shop's clock (lib/clock.ts): one stamp a batch, as it commits as one.
          insert into mail_messages (created_at, id, header_message_id, envelope_from, from_address,
            to_address, subject, text_body, html_body, preview, code, link, attachments, raw_gz,
            raw_size, sender_verified)
          select ${clock()}::timestamptz, id, header_message_id, envelope_from, from_address,
            to_address, subject, text_body, html_body, preview, code, link, attachments,
            decode(raw_gz, 'base64'), raw_size, sender_verified
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
            from r join rollers ro on ro.id = r.roller_id and ro.code = r.roller_code
            join sub_rollers s on s.roller_id = r.roller_id and s.sub_code = r.sub_code
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

    /**
     * Stores the verdicts of checked messages in one statement (group commit, as storing them):
     * a burst of signed mail costs one write per batch, not one per message.
     */
    async setSenderVerified(verdicts: { id: number; verified: boolean | null }[]): Promise<void[]> {
      await sql`
        update mail_messages m set sender_verified = v.verified
        from json_to_recordset(${JSON.stringify(verdicts)}::json) as v(id bigint, verified boolean)
        where m.id = v.id
      `.execute(db);
      return verdicts.map(() => undefined);
    },

    /**
     * Deletes up to `batch` messages received more than `days` ago (recipients and inbox rows
     * go with them); rows another instance is deleting are skipped, not waited for.
     */
    async pruneBatch(days: number, batch: number): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        with doomed as (
          select id from mail_messages m
          where created_at < ${clock()}::timestamptz - make_interval(days => ${days})
            -- A mail cited in a dispute is its evidence: it stays while the dispute does.
            and not exists (select 1 from dispute_evidence e where e.message_id = m.id)
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
