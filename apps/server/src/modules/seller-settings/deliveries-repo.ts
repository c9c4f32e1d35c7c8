import { sql, type Kysely } from 'kysely';
import type { NotifyChannel } from '@shop/contract';
import type { Database, DB } from '../../db/index.ts';
import { dueBefore } from '../../lib/clock.ts';

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
export interface ClaimedDelivery {
  id: number;
  rollerId: number;
  channel: NotifyChannel;
  event: string;
  attempts: number;
  createdAt: Date;
  payload: unknown;
  push: { deviceId: number; endpoint: string; p256dh: string; auth: string } | null;
  discordUrl: string | null;
  webhookUrl: string | null;
  webhookSecretEnc: string | null;
}

/** Queues notifications with `db`: the repo's pool, or the transaction of the news they carry. */
export function deliveryQueries(db: Kysely<Database>) {
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

/** The SQL of the queue of seller notifications beyond e-mail (Web Push, Discord, webhook). */
export function createDeliveriesRepo(db: DB) {
  return {
    ...deliveryQueries(db),

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

    /**
     * Leases due deliveries to this worker until `leaseUntil`, as the mail outbox does: rows
     * another instance is claiming are skipped, so each is in one worker's hands at a time.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
      const { rows } = await sql<{
        id: string;
        roller_id: number;
        channel: NotifyChannel;
        event: string;
        attempts: number;
        created_at: Date;
        payload: unknown;
        push_device_id: number | null;
        endpoint: string | null;
        p256dh: string | null;
        auth: string | null;
        discord_webhook_url: string | null;
        webhook_url: string | null;
        webhook_secret_enc: string | null;
      }>`
        with due as (
          select id from seller_deliveries
          where delivered_at is null and failed_at is null and next_attempt_at < ${dueBefore(now)}
          order by next_attempt_at, id limit ${limit} for update skip locked
        ), leased as (
          update seller_deliveries d set next_attempt_at = ${leaseUntil}
          from due where d.id = due.id
          returning d.*
        )
        select l.id, l.roller_id, l.channel, l.event, l.attempts, l.created_at, l.payload,
               l.push_device_id, p.endpoint, p.p256dh, p.auth,
               r.discord_webhook_url, r.webhook_url, r.webhook_secret_enc
          from leased l
          join rollers r on r.id = l.roller_id
          left join seller_push_devices p on p.id = l.push_device_id
         order by l.id`.execute(db);
      return rows.map((r) => ({
        id: Number(r.id),
        rollerId: r.roller_id,
        channel: r.channel,
        event: r.event,
        attempts: r.attempts,
        createdAt: new Date(r.created_at),
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

    /** A failed attempt: tried again at `retryAt`, or given up when that is null. */
    async markFailed(
      id: number,
      outcome: { status: number | null; error: string; retryAt: Date | null; at: Date },
    ): Promise<void> {
      await db
        .updateTable('seller_deliveries')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          response_status: outcome.status,
          last_error: outcome.error.slice(0, 500),
          ...(outcome.retryAt ? { next_attempt_at: outcome.retryAt } : { failed_at: outcome.at }),
        }))
        .where('id', '=', String(id))
        .execute();
    },

    /** Gives leased but unsent deliveries back (on shutdown). */
    async release(ids: number[], now: Date): Promise<void> {
      if (ids.length === 0) return;
      await db
        .updateTable('seller_deliveries')
        .set({ next_attempt_at: now })
        .where('id', 'in', ids.map(String))
        .where('delivered_at', 'is', null)
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
