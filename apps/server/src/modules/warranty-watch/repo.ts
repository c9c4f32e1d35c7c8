import { sql, type Kysely } from 'kysely';
import type { SecurityAlertKind } from '@shop/contract';
import type { Database, DB } from '../../db/index.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';
import { findShopOwner } from '../../db/shop-owner.ts';

function queries(db: Kysely<Database>) {
  return {
    /**
     * The delivered purchases of these accounts whose warranty runs at `now`, with who sold them
     * and when they were bought.
     */
    underWarranty: (accountIds: readonly number[], now: Date) =>
      db
        .selectFrom('transactions as t')
        .innerJoin('accounts as a', 'a.id', 't.account_id')
        .select([
          't.id',
          't.account_id',
          't.roller_id',
          't.created_at',
          't.buyer_email',
          'a.code as account_code',
        ])
        .where('t.account_id', 'in', [...accountIds])
        .where('t.status', '=', 'delivered')
        .where('t.warranty_days', '>', 0)
        .where(sql<boolean>`t.delivered_at + make_interval(days => t.warranty_days) > ${now}`)
        .where((eb) =>
          eb.or([eb('t.warranty_ended_at', 'is', null), eb('t.warranty_ended_at', '>', now)]),
        )
        .execute(),

    /** Records the alert once; false when it was recorded already. */
    async record(
      messageId: number,
      transactionId: number,
      kind: SecurityAlertKind,
      at: Date,
      /** Raised on a sender that could not be checked (decision 0041). */
      unverified = false,
    ): Promise<boolean> {
      const row = await db
        .insertInto('mail_security_alerts')
        .values({
          message_id: String(messageId),
          transaction_id: transactionId,
          kind,
          created_at: at,
          unverified,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('kind')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The shop owner's roller id, if the shop has an owner. */
    ownerId: async () => (await findShopOwner(db))?.id ?? null,
  };
}

export function createWarrantyWatchRepo(db: DB) {
  return { ...queries(db), within: ({ executor }: TransactionScope) => queries(executor) };
}

export type WarrantyWatchRepo = ReturnType<typeof createWarrantyWatchRepo>;
