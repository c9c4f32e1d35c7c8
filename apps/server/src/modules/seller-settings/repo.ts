import { sql, type Kysely, type Transaction } from 'kysely';
import { DEFAULT_NOTIFY, type NotifyChannel } from '@shop/contract';
import type { Database, DB } from '../../db/index.ts';
import { dueBefore } from '../../lib/clock.ts';

type Queryable = Kysely<Database> | Transaction<Database>;

/** What the settings page and the notice queue read of a seller. */
const settingsColumns = [
  'id',
  'code',
  'name',
  'email',
  'notify',
  'payment_instructions',
  'discord_webhook_url',
  'webhook_url',
  'webhook_secret_enc',
  'pending_email',
  'pending_email_expires_at',
] as const;

export type SellerSettingsRow = Awaited<ReturnType<ReturnType<typeof settingsQueries>['byId']>>;

export interface SettingsPatch {
  name?: string;
  notify?: Record<string, boolean>;
  payment_instructions?: string;
  discord_webhook_url?: string | null;
  webhook_url?: string | null;
  webhook_secret_enc?: string;
}

export interface NewDelivery {
  rollerId: number;
  channel: NotifyChannel;
  event: string;
  pushDeviceId?: number;
  payload: unknown;
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

function settingsQueries(db: Queryable) {
  return {
    byId: (rollerId: number) =>
      db
        .selectFrom('rollers')
        .select(settingsColumns)
        .where('id', '=', rollerId)
        .executeTakeFirstOrThrow(),

    pushDevices: (rollerId: number) =>
      db
        .selectFrom('seller_push_devices')
        .select(['id', 'label', 'created_at'])
        .where('roller_id', '=', rollerId)
        .orderBy('id')
        .execute(),

    async startEmailChange(
      rollerId: number,
      email: string,
      tokenHash: string,
      expiresAt: Date,
    ): Promise<void> {
      await db
        .updateTable('rollers')
        .set({
          pending_email: email,
          pending_email_token_hash: tokenHash,
          pending_email_expires_at: expiresAt,
        })
        .where('id', '=', rollerId)
        .execute();
    },

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
          })),
        )
        .execute();
    },
  };
}

export type SettingsQueries = ReturnType<typeof settingsQueries>;

/** The settings queries bound to a caller's transaction (the notice queue runs in the order's). */
export const settingsQueriesIn = (trx: Transaction<Database>) => settingsQueries(trx);

/** All SQL of seller settings, their devices and the queue of notifications beyond e-mail. */
export function createSellerSettingsRepo(db: DB) {
  return {
    ...settingsQueries(db),

    /** Runs `work` in one transaction, with these queries bound to it. */
    transaction: <T>(work: (q: SettingsQueries, trx: Transaction<Database>) => Promise<T>) =>
      db.transaction().execute((trx) => work(settingsQueries(trx), trx)),

    byCode: (code: string) =>
      db.selectFrom('rollers').select(settingsColumns).where('code', '=', code).executeTakeFirst(),

    async update(rollerId: number, patch: SettingsPatch): Promise<void> {
      const { notify, ...rest } = patch;
      await db
        .updateTable('rollers')
        .set({
          ...rest,
          // Merged in SQL: two tabs switching different events both keep their switch.
          ...(notify ? { notify: sql`notify || ${JSON.stringify(notify)}::jsonb` } : {}),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', rollerId)
        .execute();
    },

    /** Makes the pending address the notification address, once; null for a spent or bad token. */
    async confirmEmail(tokenHash: string, now: Date) {
      return db
        .updateTable('rollers')
        .set({
          email: sql<string>`pending_email`,
          pending_email: null,
          pending_email_token_hash: null,
          pending_email_expires_at: null,
          updated_at: sql<Date>`now()`,
        })
        .where('pending_email_token_hash', '=', tokenHash)
        .where('pending_email_expires_at', '>', now)
        .returning(['id', 'code', 'email'])
        .executeTakeFirst();
    },

    /** Operator command: the address takes effect at once (the operator is trusted). */
    async setEmailDirectly(rollerId: number, email: string | null): Promise<void> {
      await db
        .updateTable('rollers')
        .set({
          email,
          pending_email: null,
          pending_email_token_hash: null,
          pending_email_expires_at: null,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', rollerId)
        .execute();
    },

    async upsertPushDevice(
      rollerId: number,
      device: { endpoint: string; p256dh: string; auth: string; label: string },
    ) {
      return db
        .insertInto('seller_push_devices')
        .values({ roller_id: rollerId, ...device })
        .onConflict((oc) =>
          oc.columns(['roller_id', 'endpoint']).doUpdateSet({
            p256dh: device.p256dh,
            auth: device.auth,
            label: device.label,
          }),
        )
        .returning(['id', 'label', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    async deletePushDevice(rollerId: number, id: number): Promise<boolean> {
      const res = await db
        .deleteFrom('seller_push_devices')
        .where('id', '=', id)
        .where('roller_id', '=', rollerId)
        .executeTakeFirst();
      return Number(res.numDeletedRows) > 0;
    },

    async dropPushDevice(id: number): Promise<void> {
      await db.deleteFrom('seller_push_devices').where('id', '=', id).execute();
    },

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

    /** Rollers among `rollerIds` whose `mail_received` switch is on (one query per batch). */
    mailWatchers: (rollerIds: number[]) =>
      rollerIds.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('rollers')
            .select(settingsColumns)
            .where('id', 'in', rollerIds)
            .where(
              sql<boolean>`coalesce((notify->>'mail_received')::boolean, ${DEFAULT_NOTIFY.mail_received})`,
            )
            .execute(),
  };
}

export type SellerSettingsRepo = ReturnType<typeof createSellerSettingsRepo>;
