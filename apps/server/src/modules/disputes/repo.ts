import { sql, type Kysely } from 'kysely';
import type { DisputeReason, DisputeStatus } from '@shop/contract';
import type { Database, DB } from '../../db/index.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { findShopOwner } from '../../db/shop-owner.ts';
import { statusChanges } from './status-changes.ts';

export type Author = 'buyer' | 'seller' | 'owner';

/** What every view of a dispute shows of it, its purchase and its seller. */
function disputesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('disputes as d')
    .innerJoin('transactions as t', 't.id', 'd.transaction_id')
    .innerJoin('accounts as a', 'a.id', 't.account_id')
    .innerJoin('games as g', 'g.id', 't.game_id')
    .innerJoin('rollers as r', 'r.id', 'd.roller_id')
    .select([
      'd.id',
      'd.transaction_id',
      'd.roller_id',
      'd.reason',
      'd.status',
      'd.resolution',
      'd.resolution_note',
      'd.opened_at',
      'd.escalate_at',
      'd.answered_at',
      'd.escalated_at',
      'd.resolved_at',
      't.account_id',
      't.amount',
      't.buyer_name',
      't.buyer_email',
      't.delivered_at',
      't.warranty_days',
      't.warranty_ended_at',
      'a.code as account_code',
      'g.name as game_name',
      'r.code as seller_code',
      'r.name as seller_name',
      'r.email as seller_email',
      (eb) =>
        eb
          .selectFrom('dispute_messages as m')
          .select((m) => m.fn.max('m.created_at').as('at'))
          .whereRef('m.dispute_id', '=', 'd.id')
          .as('last_message_at'),
    ]);
}

export type DisputeRow = Awaited<
  ReturnType<ReturnType<typeof disputesQuery>['executeTakeFirstOrThrow']>
>;

/** A delivered purchase as a dispute needs it: whose it is and its warranty. */
function purchaseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('transactions as t')
    .select([
      't.id',
      't.account_id',
      't.roller_id',
      't.status',
      't.buyer_email',
      't.created_at',
      't.delivered_at',
      't.warranty_days',
      't.warranty_ended_at',
    ]);
}

export type PurchaseRow = Awaited<
  ReturnType<ReturnType<typeof purchaseQuery>['executeTakeFirstOrThrow']>
>;

function queries(db: Kysely<Database>) {
  return {
    ...statusChanges(db),
    /** The purchase if `buyerEmail` made it (any status); null for anyone else's. */
    purchaseOf: (transactionId: number, buyerEmail: string) =>
      purchaseQuery(db)
        .where('t.id', '=', transactionId)
        .where(sql<string>`lower(t.buyer_email)`, '=', buyerEmail)
        .executeTakeFirst(),

    byId: (id: number) => disputesQuery(db).where('d.id', '=', id).executeTakeFirst(),

    /** The open (not yet resolved) dispute of a purchase, if any. */
    unresolvedOf: (transactionId: number) =>
      db
        .selectFrom('disputes')
        .select('id')
        .where('transaction_id', '=', transactionId)
        .where('status', '<>', 'resolved')
        .executeTakeFirst(),

    /** Every dispute of the buyer's purchases, newest first. */
    ofBuyer: (buyerEmail: string) =>
      disputesQuery(db)
        .where(sql<string>`lower(t.buyer_email)`, '=', buyerEmail)
        .orderBy('d.id', 'desc')
        .execute(),

    /** A page of one seller's disputes, or of every seller's when `rollerId` is null. */
    async page(q: {
      rollerId: number | null;
      status?: DisputeStatus;
      limit: number;
      offset: number;
    }): Promise<{ rows: DisputeRow[]; total: number }> {
      let list = disputesQuery(db);
      let count = db.selectFrom('disputes as d').select((eb) => eb.fn.countAll<string>().as('n'));
      if (q.rollerId !== null) {
        list = list.where('d.roller_id', '=', q.rollerId);
        count = count.where('d.roller_id', '=', q.rollerId);
      }
      if (q.status) {
        list = list.where('d.status', '=', q.status);
        count = count.where('d.status', '=', q.status);
      }
      const [rows, total] = await Promise.all([
        list.orderBy('d.id', 'desc').limit(q.limit).offset(q.offset).execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    messages: (disputeId: number) =>
      db
        .selectFrom('dispute_messages as m')
        .leftJoin('rollers as r', 'r.id', 'm.roller_id')
        .select(['m.id', 'm.author', 'm.body', 'm.created_at', 'r.name as roller_name'])
        .where('m.dispute_id', '=', disputeId)
        .orderBy('m.id')
        .execute(),

    /** The mails the dispute cites, with the SHA-256 each raw message had when cited. */
    evidence: (disputeId: number) =>
      db
        .selectFrom('dispute_evidence')
        .select(['message_id', 'raw_sha256'])
        .where('dispute_id', '=', disputeId)
        .execute(),

    async insert(d: {
      transactionId: number;
      rollerId: number;
      reason: DisputeReason;
      escalateAt: Date;
      openedAt: Date;
    }): Promise<number | null> {
      try {
        const row = await db
          .insertInto('disputes')
          .values({
            transaction_id: d.transactionId,
            roller_id: d.rollerId,
            reason: d.reason,
            escalate_at: d.escalateAt,
            opened_at: d.openedAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return row.id;
      } catch (err) {
        if (isUniqueViolation(err, 'disputes_one_open_uq')) return null;
        throw err;
      }
    },

    async addMessage(m: {
      disputeId: number;
      author: Author;
      rollerId: number | null;
      body: string;
      at: Date;
    }): Promise<void> {
      await db
        .insertInto('dispute_messages')
        .values({
          dispute_id: m.disputeId,
          author: m.author,
          roller_id: m.rollerId,
          body: m.body,
          created_at: m.at,
        })
        .execute();
    },

    async addEvidence(disputeId: number, items: { messageId: number; sha256: string }[]) {
      if (items.length === 0) return;
      await db
        .insertInto('dispute_evidence')
        .values(
          items.map((e) => ({
            dispute_id: disputeId,
            message_id: e.messageId,
            raw_sha256: e.sha256,
          })),
        )
        .execute();
    },

    /** The shop owner's name and notification address, if there is an owner. */
    owner: () => findShopOwner(db),
  };
}

export function createDisputesRepo(db: DB) {
  return {
    ...queries(db),
    within: ({ executor }: TransactionScope) => queries(executor),
  };
}

export type DisputesRepo = ReturnType<typeof createDisputesRepo>;
