import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import { dueBefore } from '../../lib/clock.ts';
import type { PushPayload } from '../../db/column-types.ts';

/** A push alert claimed for sending. */
export interface QueuedPush {
  id: number;
  attempts: number;
  payload: PushPayload;
  client: { id: number; endpoint: string; p256dh: string; auth: string };
}

/** The SQL of browser push: registered browsers and the queue of pushes to send them. */
export function createPushRepo(db: DB) {
  return {
    insertPushClient: (tokenHash: Buffer, endpoint: string, p256dh: string, auth: string) =>
      db
        .insertInto('alert_push_clients')
        .values({ token_hash: tokenHash, endpoint, p256dh, auth })
        .returning('id')
        .executeTakeFirstOrThrow(),

    pushClientByHash: (tokenHash: Buffer) =>
      db
        .selectFrom('alert_push_clients')
        .select('id')
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst(),

    /** Leases due pushes to this worker, as the outbox does with mail. */
    async claimPushes(now: Date, leaseUntil: Date, limit: number): Promise<QueuedPush[]> {
      const { rows } = await sql<{
        id: string;
        attempts: number;
        payload: PushPayload;
        client_id: number;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>`
        update alert_pushes p set next_attempt_at = ${leaseUntil}
        from alert_push_clients c
        where c.id = p.push_client_id and p.id in (
          select id from alert_pushes where next_attempt_at < ${dueBefore(now)}
          order by next_attempt_at, id limit ${limit} for update skip locked)
        returning p.id, p.attempts, p.payload, c.id as client_id, c.endpoint, c.p256dh, c.auth`.execute(
        db,
      );
      return rows.map((r) => ({
        id: Number(r.id),
        attempts: r.attempts,
        payload: r.payload,
        client: { id: r.client_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth },
      }));
    },

    async pushSent(id: number): Promise<void> {
      await db.deleteFrom('alert_pushes').where('id', '=', String(id)).execute();
    },

    async pushFailed(id: number, error: string, next: Date): Promise<void> {
      await db
        .updateTable('alert_pushes')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error.slice(0, 1000),
          next_attempt_at: next,
        }))
        .where('id', '=', String(id))
        .execute();
    },

    /** The push service says the browser unsubscribed: forget it and what waits for it. */
    async dropPushClient(clientId: number): Promise<void> {
      await db.deleteFrom('alert_push_clients').where('id', '=', clientId).execute();
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
