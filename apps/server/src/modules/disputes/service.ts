import { createHash } from 'node:crypto';
import {
  DISPUTE_ANSWER_HOURS,
  EMAIL_PAGE_SIZE,
  type BuyerDisputes,
  type Dispute,
  type DisputeList,
  type DisputeListQuery,
  type OpenDisputeBody,
  type ResolveDisputeBody,
} from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import { AppError, errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { AuthedRoller } from '../auth/service.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { buyerReader } from '../mail/readers.ts';
import type { Part, TransactionOutbox, UnitsOfWork } from '../../db/unit-of-work.ts';
import type { BuyerLinks } from '../buyer-access/links.ts';
import type { DisputeFacts } from '../seller-settings/messages.ts';
import type { SellerNotices } from '../seller-settings/notices.ts';
import { disputeMail, type Side, type Step } from './mails.ts';
import { toDispute, toDisputeSummary } from './mappers.ts';
import type { DisputeRow, DisputesRepo } from './repo.ts';
import { warrantyUntil } from '../../lib/warranty.ts';

const ANSWER_WINDOW_MS = DISPUTE_ANSWER_HOURS * 60 * 60 * 1000;

/** What a seller's or the owner's notification says of a step. */
function factsOf(step: Step, row: DisputeRow): DisputeFacts {
  const text =
    step.kind === 'message'
      ? step.body
      : step.kind === 'escalated'
        ? step.by === 'timer'
          ? `The seller did not answer within ${DISPUTE_ANSWER_HOURS} hours; the shop owner now decides.`
          : 'The buyer asked the shop owner to decide.'
        : step.kind === 'resolved'
          ? row.resolution_note
          : null;
  return {
    id: row.id,
    step: step.kind,
    account_code: row.account_code,
    game_name: row.game_name,
    amount: row.amount,
    buyer_name: row.buyer_name,
    reason: row.reason,
    resolution: row.resolution,
    text,
  };
}

/** Finds the buyer a mail access token belongs to (buyer-access); 401 for a dead token. */
export interface BuyerTokens {
  buyerOf(token: string): Promise<{ email: string }>;
}

/**
 * Disputes (DESIGN §5 "Warranty and disputes"). A buyer opens one within a delivered purchase's
 * warranty, citing mails of that account since the purchase (each kept with the SHA-256 of its
 * raw message, so cited evidence cannot change); the seller's first message answers it; an open
 * dispute past DISPUTE_ANSWER_HOURS, or one the buyer hands over after an answer, goes to the
 * owner, who resolves it. Each step mails the other side in the same transaction.
 */
export function createDisputesService(deps: {
  repo: DisputesRepo;
  unitOfWork: UnitsOfWork;
  /** Each mail to the buyer links to the dispute with a token minted in the step's transaction. */
  buyerLinks: Part<BuyerLinks>;
  mailbox: Pick<Mailbox, 'raw' | 'cited'>;
  buyers: BuyerTokens;
  /** The seller's and the owner's notification channels (settings), queued with each step. */
  notices: Pick<SellerNotices, 'within'>;
  events: EventBus;
  clock: Clock;
}) {
  const { repo, mailbox, buyers, events, clock } = deps;
  const unitOfWork = deps.unitOfWork({
    disputes: repo.within,
    notices: deps.notices.within,
    links: deps.buyerLinks,
  });

  async function whole(row: DisputeRow): Promise<Dispute> {
    const [messages, evidence] = await Promise.all([repo.messages(row.id), repo.evidence(row.id)]);
    const cited = await mailbox.cited(evidence.map((e) => Number(e.message_id)));
    return toDispute(row, messages, evidence, cited);
  }

  /**
   * Tells each side named about a step: the buyer by mail at the purchase's address, the seller
   * and the owner on their notification channels (settings: mail, push, Discord, webhook). Reads
   * the owner through the step's own transaction: the embedded database runs one at a time.
   */
  async function tell(
    bound: {
      disputes: Pick<DisputesRepo, 'owner'>;
      notices: ReturnType<SellerNotices['within']>;
      outbox: TransactionOutbox;
      links: BuyerLinks;
    },
    step: Step,
    row: DisputeRow,
    sides: readonly Side[],
  ): Promise<void> {
    if (sides.includes('buyer')) {
      const link = await bound.links.link(row.buyer_email, { page: 'dispute', disputeId: row.id });
      await bound.outbox.queue(disputeMail(step, row, row.buyer_email, link));
    }
    const dispute = factsOf(step, row);
    if (sides.includes('seller'))
      await bound.notices.queue(row.roller_id, { event: 'dispute', dispute });
    const owner = sides.includes('owner') ? await bound.disputes.owner() : undefined;
    // An owner who sells was told as the seller already.
    if (owner && (owner.id !== row.roller_id || !sides.includes('seller')))
      await bound.notices.queue(owner.id, { event: 'dispute', dispute });
  }

  const changed = (row: DisputeRow) =>
    events.emit('dispute.changed', {
      disputeId: row.id,
      rollerId: row.roller_id,
      accountId: row.account_id,
    });

  /** The dispute if the roller may see it: the seller's own, or any for the owner. */
  async function visibleTo(roller: AuthedRoller, id: number): Promise<DisputeRow> {
    const row = await repo.byId(id);
    if (!row || (!roller.isOwner && row.roller_id !== roller.id)) throw errors.disputeNotFound();
    return row;
  }

  /** The dispute if it is of one of the token's buyer's purchases. */
  async function ofBuyer(token: string, id: number): Promise<DisputeRow> {
    const { email } = await buyers.buyerOf(token);
    const row = await repo.byId(id);
    if (!row || row.buyer_email.toLowerCase() !== email) throw errors.disputeNotFound();
    return row;
  }

  /** The SHA-256 of each cited mail as received; a mail outside the purchase's mail is refused. */
  async function hashes(accountId: number, since: Date, ids: readonly number[]) {
    const reader = buyerReader([{ accountId, since }]);
    const out: { messageId: number; sha256: string }[] = [];
    for (const id of ids) {
      try {
        const raw = await mailbox.raw(reader, id);
        out.push({ messageId: id, sha256: createHash('sha256').update(raw.content).digest('hex') });
      } catch (err) {
        if (err instanceof AppError && err.httpStatus === 404)
          throw errors.evidenceNotOfAccount(id);
        throw err;
      }
    }
    return out;
  }

  /** Adds a message and mails the sides that did not write it; resolved disputes take none. */
  async function post(
    row: DisputeRow,
    author: Side,
    rollerId: number | null,
    body: string,
  ): Promise<Dispute> {
    if (row.status === 'resolved') throw errors.disputeResolved();
    const at = clock();
    await unitOfWork.run(async (bound) => {
      const { disputes } = bound;
      await disputes.addMessage({ disputeId: row.id, author, rollerId, body, at });
      if (author === 'seller') await disputes.markAnswered(row.id, at);
      const others: Side[] = (['buyer', 'seller', 'owner'] as const).filter(
        (side) => side !== author && (side !== 'owner' || row.status === 'escalated'),
      );
      await tell(bound, { kind: 'message', from: author, body }, row, others);
    });
    changed(row);
    return whole((await repo.byId(row.id))!);
  }

  return {
    async open(token: string, body: OpenDisputeBody): Promise<Dispute> {
      const { email } = await buyers.buyerOf(token);
      const purchase = await repo.purchaseOf(body.transaction_id, email);
      if (!purchase) throw errors.purchaseNotFound();
      const now = clock();
      if (purchase.status !== 'delivered') throw errors.disputeNotDelivered();
      const until = warrantyUntil(purchase);
      if (!until || now >= until) throw errors.warrantyOver(until);
      if (await repo.unresolvedOf(purchase.id)) throw errors.disputeAlreadyOpen();
      const evidence = await hashes(
        purchase.account_id,
        purchase.created_at,
        body.evidence_email_ids,
      );
      const id = await unitOfWork.run(async (bound) => {
        const { disputes } = bound;
        // Two opens at once: the unique index lets one through, the other is told it exists.
        const disputeId = await disputes.insert({
          transactionId: purchase.id,
          rollerId: purchase.roller_id,
          reason: body.reason,
          openedAt: now,
          escalateAt: new Date(now.getTime() + ANSWER_WINDOW_MS),
        });
        if (disputeId === null) throw errors.disputeAlreadyOpen();
        await disputes.addMessage({
          disputeId,
          author: 'buyer',
          rollerId: null,
          body: body.message,
          at: now,
        });
        await disputes.addEvidence(disputeId, evidence);
        const row = (await disputes.byId(disputeId))!;
        await tell(bound, { kind: 'opened' }, row, ['seller', 'buyer']);
        return disputeId;
      });
      const row = (await repo.byId(id))!;
      changed(row);
      return whole(row);
    },

    async buyerList(token: string): Promise<BuyerDisputes> {
      const { email } = await buyers.buyerOf(token);
      const rows = await repo.ofBuyer(email);
      return { disputes: await Promise.all(rows.map(whole)) };
    },

    buyerMessage: async (token: string, id: number, message: string) =>
      post(await ofBuyer(token, id), 'buyer', null, message),

    /** After the seller's answer the buyer may hand the dispute to the owner. */
    async buyerEscalate(token: string, id: number): Promise<Dispute> {
      const row = await ofBuyer(token, id);
      if (row.status === 'resolved') throw errors.disputeResolved();
      if (row.status === 'escalated') return whole(row);
      if (row.status === 'open') throw errors.disputeNotAnswered(row.escalate_at);
      await unitOfWork.run(async (bound) => {
        const { disputes } = bound;
        if (await disputes.escalate(row.id, clock()))
          await tell(bound, { kind: 'escalated', by: 'buyer' }, row, ['owner', 'seller']);
      });
      changed(row);
      return whole((await repo.byId(row.id))!);
    },

    async list(roller: AuthedRoller, q: DisputeListQuery): Promise<DisputeList> {
      const page = q.page ?? 1;
      const limit = q.limit ?? EMAIL_PAGE_SIZE;
      const { rows, total } = await repo.page({
        rollerId: roller.isOwner ? null : roller.id,
        status: q.status,
        limit,
        offset: (page - 1) * limit,
      });
      return { disputes: rows.map(toDisputeSummary), total, limit, page };
    },

    get: async (roller: AuthedRoller, id: number) => whole(await visibleTo(roller, id)),

    /** The seller's message answers; the owner writes as the owner on another seller's dispute. */
    async message(roller: AuthedRoller, id: number, message: string): Promise<Dispute> {
      const row = await visibleTo(roller, id);
      const author = row.roller_id === roller.id ? 'seller' : 'owner';
      return post(row, author, roller.id, message);
    },

    async resolve(owner: AuthedRoller, id: number, body: ResolveDisputeBody): Promise<Dispute> {
      const row = await visibleTo(owner, id);
      const note = body.note.trim();
      if (row.status === 'resolved') throw errors.disputeResolved();
      if (body.resolution === 'rejected' && !note) throw errors.rejectionNeedsNote();
      const at = clock();
      await unitOfWork.run(async (bound) => {
        const { disputes } = bound;
        if (
          !(await disputes.resolve(row.id, { resolution: body.resolution, note: note || null, at }))
        )
          throw errors.disputeResolved();
        await disputes.closePurchase(row.transaction_id, body.resolution === 'refund', at);
        const resolved = (await disputes.byId(row.id))!;
        await tell(bound, { kind: 'resolved' }, resolved, ['buyer', 'seller']);
      });
      changed(row);
      if (body.resolution === 'refund')
        events.emit('purchase.refunded', {
          transactionId: row.transaction_id,
          accountId: row.account_id,
        });
      return whole((await repo.byId(row.id))!);
    },

    /** The timer: every open dispute past its answer window goes to the owner; how many. */
    async escalateDue(): Promise<number> {
      const escalated = await unitOfWork.run(async (bound) => {
        const { disputes } = bound;
        const ids = await disputes.escalateDue(clock());
        const rows: DisputeRow[] = [];
        for (const id of ids) {
          const row = (await disputes.byId(id))!;
          rows.push(row);
          await tell(bound, { kind: 'escalated', by: 'timer' }, row, ['owner', 'seller', 'buyer']);
        }
        return rows;
      });
      for (const row of escalated) changed(row);
      return escalated.length;
    },
  };
}

export type DisputesService = ReturnType<typeof createDisputesService>;
