import { sql, type Kysely } from 'kysely';
import type { NotifyChannel } from '@shop/contract';
import type { Database, DB } from '../../db/index.ts';
import type { ClaimedJob, JobKind } from '../../db/jobs/queue.ts';

export interface NewDelivery {
  rollerId: number;
  channel: NotifyChannel;
  event: string;
  pushDeviceId?: number;
  payload: unknown;
  /** When the news was queued, on the shop's clock: its created_at, and due at once. */
  at: Date;
}

/** A delivery claimed for sending, with where it goes as the seller's settings say now. */
export interface ClaimedDelivery extends ClaimedJob {
  rollerId: number;
  channel: NotifyChannel;
  event: string;
  payload: unknown;
  push: { deviceId: number; endpoint: string; p256dh: string; auth: string } | null;
  discordUrl: string | null;
  webhookUrl: string | null;
  webhookSecretEnc: string | null;
}

/** Queues notifications in the transaction of the news they carry (sellerDeliveryJob). */
function deliveryQueries(db: Kysely<Database>) {
  return {
    async insertDeliveries(rows: NewDelivery[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('seller_deliveries')
        .values(
          rows.map((r) => ({
            roller_id: r.rollerId,
            channel: r.channel,
            event: r.event,
            push_device_id: r.pushDeviceId ?? null,
            payload: JSON.stringify(r.payload),
            created_at: r.at,
            next_attempt_at: r.at,
          })),
        )
        .execute();
    },
  };
}

/** Seller notifications beyond e-mail, one seller_deliveries row each: a job kind (0043). */
export const sellerDeliveryJob: JobKind<NewDelivery> = {
  name: 'seller-delivery',
  table: 'seller_deliveries',
  open: sql`delivered_at is null and failed_at is null`,
  insert: (executor, rows) => deliveryQueries(executor).insertDeliveries([...rows]),
};

/** The SQL of the queue of seller notifications beyond e-mail (Web Push, Discord, webhook). */
export function createDeliveriesRepo(db: DB) {
  return {
    recentDeliveries: (rollerId: number, limit: number) =>
      db
        .selectFrom('seller_deliveries')
        .select([
          'id',
          'channel',
          'event',
          'attempts',
          'response_status',
          'last_error',
          'created_at',
          'delivered_at',
          'failed_at',
          'next_attempt_at',
        ])
        .where('roller_id', '=', rollerId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    /** Where the deliveries the queue claimed go, as the seller's settings say now. */
    async loadDeliveries(claimed: ClaimedJob[]): Promise<ClaimedDelivery[]> {
      if (claimed.length === 0) return [];
      const { rows } = await sql<{
        id: string;
        roller_id: number;
        channel: NotifyChannel;
        event: string;
        payload: unknown;
        push_device_id: number | null;
        endpoint: string | null;
        p256dh: string | null;
        auth: string | null;
        discord_webhook_url: string | null;
        webhook_url: string | null;
        webhook_secret_enc: string | null;
      }>`
        select d.id, d.roller_id, d.channel, d.event, d.payload,
               d.push_device_id, p.endpoint, p.p256dh, p.auth,
               r.discord_webhook_url, r.webhook_url, r.webhook_secret_enc
          from seller_deliveries d
          join rollers r on r.id = d.roller_id
          left join seller_push_devices p on p.id = d.push_device_id
         where d.id in (${sql.join(claimed.map((c) => c.id))})
         order by d.id`.execute(db);
      const byId = new Map(claimed.map((c) => [c.id, c]));
      return rows.map((r) => ({
        ...byId.get(Number(r.id))!,
        rollerId: r.roller_id,
        channel: r.channel,
        event: r.event,
        payload: r.payload,
        push:
          r.push_device_id !== null && r.endpoint
            ? { deviceId: r.push_device_id, endpoint: r.endpoint, p256dh: r.p256dh!, auth: r.auth! }
            : null,
        discordUrl: r.discord_webhook_url,
        webhookUrl: r.webhook_url,
        webhookSecretEnc: r.webhook_secret_enc,
      }));
    },

    async markDelivered(id: number, at: Date, status: number | null): Promise<void> {
      await db
        .updateTable('seller_deliveries')
        .set((eb) => ({
          delivered_at: at,
          attempts: eb('attempts', '+', 1),
          response_status: status,
          last_error: null,
        }))
        .where('id', '=', String(id))
        .execute();
    },

    /** A delivery given up on: refused for good, or still failing a day on. */
    async markGivenUp(
      id: number,
      outcome: { status: number | null; error: string; at: Date },
    ): Promise<void> {
      await db
        .updateTable('seller_deliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          response_status: outcome.status,
          last_error: outcome.error.slice(0, 500),
          failed_at: outcome.at,
        }))
        .where('id', '=', String(id))
        .execute();
    },

    async pruneBefore(before: Date): Promise<void> {
      await db
        .deleteFrom('seller_deliveries')
        .where('created_at', '<', before)
        .where((eb) => eb.or([eb('delivered_at', 'is not', null), eb('failed_at', 'is not', null)]))
        .execute();
    },
  };
}
