import type { Kysely } from 'kysely';
import type { DisputeResolution } from '@shop/contract';
import type { Database } from '../../db/index.ts';

/**
 * The statements that move a dispute along its states (DESIGN §5), each guarded by the state it
 * leaves so two parties acting at once change it once.
 */
export function statusChanges(db: Kysely<Database>) {
  return {
    /** The seller's first answer: the timer stops. False when it was not open. */
    async markAnswered(id: number, at: Date): Promise<boolean> {
      const r = await db
        .updateTable('disputes')
        .set({ status: 'answered', answered_at: at, escalate_at: null })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Hands the dispute to the owner; false when it was resolved or escalated already. */
    async escalate(id: number, at: Date): Promise<boolean> {
      const r = await db
        .updateTable('disputes')
        .set({ status: 'escalated', escalated_at: at, escalate_at: null })
        .where('id', '=', id)
        .where('status', 'in', ['open', 'answered'])
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /** Every open dispute whose seller let the answer window pass, escalated; their ids. */
    async escalateDue(now: Date): Promise<number[]> {
      const rows = await db
        .updateTable('disputes')
        .set({ status: 'escalated', escalated_at: now, escalate_at: null })
        .where('status', '=', 'open')
        .where('escalate_at', '<=', now)
        .returning('id')
        .execute();
      return rows.map((r) => r.id);
    },

    /** Closes the dispute; false when it was resolved already. */
    async resolve(
      id: number,
      r: { resolution: DisputeResolution; note: string | null; at: Date },
    ): Promise<boolean> {
      const done = await db
        .updateTable('disputes')
        .set({
          status: 'resolved',
          resolution: r.resolution,
          resolution_note: r.note,
          resolved_at: r.at,
          escalate_at: null,
        })
        .where('id', '=', id)
        .where('status', '<>', 'resolved')
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /**
     * A resolved dispute ends the purchase's warranty; a refund also takes the sale out of every
     * total (DESIGN §5: the transaction becomes `refunded`).
     */
    async closePurchase(transactionId: number, refund: boolean, at: Date): Promise<void> {
      await db
        .updateTable('transactions')
        .set(
          refund
            ? { status: 'refunded', refunded_at: at, warranty_ended_at: at }
            : { warranty_ended_at: at },
        )
        .where('id', '=', transactionId)
        .where('status', '=', 'delivered')
        .execute();
    },
  };
}
