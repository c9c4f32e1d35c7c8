import { sql, type Kysely } from 'kysely';
import { DEFAULT_NOTIFY } from '@shop/contract';
import type { Database, DB } from '../../db/index.ts';
import { systemClock, type Clock } from '../../lib/clock.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';
import { createDeliveriesRepo } from './deliveries-repo.ts';

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
  'default_warranty_days',
] as const;

export type SellerSettingsRow = Awaited<ReturnType<ReturnType<typeof settingsQueries>['byId']>>;

export interface SettingsPatch {
  name?: string;
  notify?: Record<string, boolean>;
  payment_instructions?: string;
  discord_webhook_url?: string | null;
  webhook_url?: string | null;
  webhook_secret_enc?: string;
  default_warranty_days?: number;
}

function settingsQueries(db: Kysely<Database>) {
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
  };
}

/** All SQL of seller settings, their devices and the queue of notifications beyond e-mail. */
export function createSellerSettingsRepo(db: DB, clock: Clock = systemClock) {
  return {
    ...settingsQueries(db),
    ...createDeliveriesRepo(db),

    /** The queries a unit of work runs in its transaction (an e-mail change, an order's news). */
    within: ({ executor }: TransactionScope) => ({
      ...settingsQueries(executor),
    }),

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
          updated_at: clock(),
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
          updated_at: clock(),
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
          updated_at: clock(),
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
        .values({ roller_id: rollerId, ...device, created_at: clock() })
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
