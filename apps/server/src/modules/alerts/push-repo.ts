import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { ClaimedJob, JobKind } from '../../db/jobs/queue.ts';
import type { PushPayload } from '../../db/column-types.ts';

/** A push alert claimed for sending. */
export interface QueuedPush extends ClaimedJob {
  payload: PushPayload;
  client: { id: number; endpoint: string; p256dh: string; auth: string };
}

/** One browser push alert to send. */
export interface NewPush {
  clientId: number;
  payload: PushPayload;
}

/**
 * Browser push alerts, one alert_pushes row each: a job kind (decision 0043). A row is deleted
 * once sent or given up, so every row is work left.
 */
export const alertPushJob: JobKind<NewPush> = {
  name: 'alert-push',
  table: 'alert_pushes',
  async insert(executor, pushes) {
    // An account can wait on hundreds of subscriptions: a few hundred rows per statement.
    for (let from = 0; from < pushes.length; from += 1000)
      await executor
        .insertInto('alert_pushes')
        .values(
          pushes.slice(from, from + 1000).map((p) => ({
            push_client_id: p.clientId,
            payload: JSON.stringify(p.payload),
          })),
        )
        .execute();
  },
};

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

    /** The pushes the queue claimed, with the browser each goes to. */
    async loadPushes(claimed: ClaimedJob[]): Promise<QueuedPush[]> {
      if (claimed.length === 0) return [];
      const { rows } = await sql<{
        id: string;
        payload: PushPayload;
        client_id: number;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>`
        select p.id, p.payload, c.id as client_id, c.endpoint, c.p256dh, c.auth
          from alert_pushes p join alert_push_clients c on c.id = p.push_client_id
         where p.id in (${sql.join(claimed.map((c) => c.id))})
         order by p.id`.execute(db);
      const byId = new Map(claimed.map((c) => [c.id, c]));
      return rows.map((r) => ({
        ...byId.get(Number(r.id))!,
        payload: r.payload,
        client: { id: r.client_id, endpoint: r.endpoint, p256dh: r.p256dh, auth: r.auth },
      }));
    },

    /** Sent or given up: a push leaves the queue. */
    async pushSent(id: number): Promise<void> {
      await db.deleteFrom('alert_pushes').where('id', '=', String(id)).execute();
    },

    /** The push service says the browser unsubscribed: forget it and what waits for it. */
    async dropPushClient(clientId: number): Promise<void> {
      await db.deleteFrom('alert_push_clients').where('id', '=', clientId).execute();
    },
  };
}

export type PushRepo = ReturnType<typeof createPushRepo>;
