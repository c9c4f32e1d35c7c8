import { sql, type SqlBool } from 'kysely';
import type { DB } from '../../db/index.ts';
import { MESSAGE_BODY, MESSAGE_FILE, MESSAGE_SUMMARY } from '../mail/columns.ts';

export interface SubRollerRow {
  id: number;
  roller_id: number;
  roller_code: string;
  sub_code: string;
  token_sealed: string;
  /** When the code was (re)created: its holder reads mail received from then on only. */
  created_at: Date;
}

/**
 * The addresses a sub-roller reads (DESIGN §5): `{roller}.{sub}@domain` and
 * `{roller}.{sub}.*@domain` on any of the shop's domains. Codes are `[a-z0-9]`, so the LIKE
 * patterns hold no wildcard of their own; `r.sub1.%` does not reach `r.sub10.x`.
 */
const reaches = (local: string) =>
  sql<SqlBool>`(r.address like ${`${local}@%`} or r.address like ${`${local}.%@%`})`;

/** All SQL of sub-rollers: the codes and tokens of a roller, and the mail a sub-roller reads. */
export function createSubRollersRepo(db: DB) {
  const withRoller = () =>
    db
      .selectFrom('sub_rollers as s')
      .innerJoin('rollers as ro', 'ro.id', 's.roller_id')
      .select([
        's.id',
        's.roller_id',
        'ro.code as roller_code',
        's.sub_code',
        's.token_sealed',
        's.created_at',
      ]);

  /**
   * Mail that reached one of the sub-roller's addresses since the code was (re)created, with its
   * own read state: a code handed to a new helper never shows the previous holder's mail.
   */
  const mailOf = (sub: SubRollerRow) => {
    const local = `${sub.roller_code}.${sub.sub_code}`;
    return db
      .selectFrom('mail_messages as m')
      .where('m.created_at', '>=', sub.created_at)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('mail_recipients as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .where('r.roller_id', '=', sub.roller_id)
            .where(reaches(local)),
        ),
      )
      .select([
        ...MESSAGE_SUMMARY,
        'm.created_at',
        sql<boolean>`exists (
          select 1 from sub_roller_reads sr where sr.sub_roller_id = ${sub.id} and sr.message_id = m.id
        )`.as('is_read'),
        sql<string>`(
          select string_agg(r.address, ', ' order by r.address) from mail_recipients r
          where r.message_id = m.id and r.roller_id = ${sub.roller_id} and ${reaches(local)}
        )`.as('to'),
      ]);
  };

  return {
    async insert(row: {
      rollerId: number;
      subCode: string;
      tokenHash: Buffer;
      tokenSealed: string;
    }): Promise<number | null> {
      const inserted = await db
        .insertInto('sub_rollers')
        .values({
          roller_id: row.rollerId,
          sub_code: row.subCode,
          token_hash: row.tokenHash,
          token_sealed: row.tokenSealed,
        })
        .onConflict((oc) => oc.columns(['roller_id', 'sub_code']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted?.id ?? null;
    },

    listOf: (rollerId: number) =>
      withRoller()
        .where('s.roller_id', '=', rollerId)
        .orderBy('s.created_at')
        .orderBy('s.id')
        .execute(),

    byCode: (rollerId: number, subCode: string) =>
      withRoller()
        .where('s.roller_id', '=', rollerId)
        .where('s.sub_code', '=', subCode)
        .executeTakeFirst(),

    byTokenHash: (tokenHash: Buffer) =>
      withRoller().where('s.token_hash', '=', tokenHash).executeTakeFirst(),

    async exists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('sub_rollers')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom('sub_rollers').where('id', '=', id).execute();
    },

    async mail(sub: SubRollerRow, page: number, limit: number) {
      const [rows, total, unread] = await Promise.all([
        mailOf(sub)
          .orderBy('m.created_at', 'desc')
          .orderBy('m.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        db
          .selectFrom(mailOf(sub).as('x'))
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom(mailOf(sub).as('x'))
          .where('x.is_read', '=', false)
          .select(sql<number>`count(*)::int`.as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n, unread: unread.n };
    },

    /** The raw bytes and attachment list of one of the sub-roller's mails. */
    fileOf: (sub: SubRollerRow, messageId: number) =>
      mailOf(sub)
        .clearSelect()
        .where('m.id', '=', String(messageId))
        .select(MESSAGE_FILE)
        .executeTakeFirst(),

    oneMail: (sub: SubRollerRow, messageId: number) =>
      mailOf(sub).where('m.id', '=', String(messageId)).select(MESSAGE_BODY).executeTakeFirst(),

    async markRead(subRollerId: number, messageId: number): Promise<void> {
      await db
        .insertInto('sub_roller_reads')
        .values({ sub_roller_id: subRollerId, message_id: String(messageId) })
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
  };
}

export type SubRollersRepo = ReturnType<typeof createSubRollersRepo>;
