import { sql, type Kysely } from 'kysely';
import type { Database, DB } from '../../db/index.ts';
import type { ClaimedJob } from '../../db/jobs/queue.ts';
import type { OutgoingMail } from './outbox.ts';

/** A claimed outbox row, ready to hand to a transport. */
export interface QueuedMail extends OutgoingMail, ClaimedJob {}

export interface DevMailRow {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: Date;
}

function headersOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters (6 per mail). */
const ROWS_PER_INSERT = 500;

/** Writes mails into the outbox with `executor` (a transaction's), a few hundred rows a statement. */
export async function insertMails(
  executor: Kysely<Database>,
  mails: readonly OutgoingMail[],
): Promise<void> {
  for (let from = 0; from < mails.length; from += ROWS_PER_INSERT) {
    await executor
      .insertInto('outbox')
      .values(
        mails.slice(from, from + ROWS_PER_INSERT).map((mail) => ({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          headers: JSON.stringify(mail.headers ?? {}),
          from_name: mail.fromName ?? null,
        })),
      )
      .execute();
  }
}

export function createOutboxRepo(db: DB) {
  return {
    /** The mails the queue claimed (`claimed`), in its order. */
    async loadMails(claimed: ClaimedJob[]): Promise<QueuedMail[]> {
      if (claimed.length === 0) return [];
      const rows = await db
        .selectFrom('outbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'headers', 'from_name'])
        .where(
          'id',
          'in',
          claimed.map((c) => String(c.id)),
        )
        .execute();
      const byId = new Map(rows.map((r) => [Number(r.id), r]));
      return claimed.flatMap((c) => {
        const r = byId.get(c.id);
        if (!r) return [];
        return [
          {
            id: c.id,
            to: r.to_address,
            subject: r.subject,
            text: r.text_body,
            html: r.html_body,
            headers: headersOf(r.headers),
            ...(r.from_name ? { fromName: r.from_name } : {}),
            attempts: c.attempts,
            createdAt: c.createdAt,
          },
        ];
      });
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db
        .updateTable('outbox')
        .set({ sent_at: at, last_error: null })
        .where('id', '=', String(id))
        .execute();
    },

    /** Unsent mails and the age of the oldest, by the database's clock (health, metrics). */
    async pendingStats(): Promise<{ pending: number; oldestPendingAgeS: number }> {
      const { rows } = await sql<{ pending: number; oldest: number | null }>`
        select count(*)::int as pending,
               extract(epoch from now() - min(created_at))::float8 as oldest
          from outbox where sent_at is null`.execute(db);
      const row = rows[0]!;
      return { pending: row.pending, oldestPendingAgeS: Math.max(0, row.oldest ?? 0) };
    },

    /** Keyed by the outbox row: a retry after a crash between insert and markSent adds nothing. */
    async insertDevMail(mail: QueuedMail): Promise<void> {
      await db
        .insertInto('dev_mailbox')
        .values({
          outbox_id: mail.id,
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          headers: JSON.stringify(mail.headers ?? {}),
        })
        .onConflict((oc) => oc.column('outbox_id').doNothing())
        .execute();
    },

    async listDevMail(filter: { to?: string; limit: number }): Promise<DevMailRow[]> {
      let query = db
        .selectFrom('dev_mailbox')
        .select(['id', 'to_address', 'subject', 'text_body', 'html_body', 'created_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit);
      if (filter.to) {
        const to = filter.to.toLowerCase();
        query = query.where((eb) => eb(eb.fn('lower', ['to_address']), '=', to));
      }
      const rows = await query.execute();
      return rows.map((r) => ({
        id: Number(r.id),
        to: r.to_address,
        subject: r.subject,
        text: r.text_body,
        html: r.html_body,
        createdAt: r.created_at,
      }));
    },
  };
}

export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
