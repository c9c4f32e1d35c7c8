import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dispute } from '@shop/contract';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';

const HOUR = 60 * 60 * 1000;
let w: DisputesWorld;

beforeAll(async () => {
  w = await disputesWorld();
});
afterAll(() => w.close());

describe('a dispute from open to refund', () => {
  let token: string;
  let sale: Awaited<ReturnType<DisputesWorld['sale']>>;
  let evidenceId: number;
  let dispute: Dispute;

  it('opens within the warranty, citing the account’s mail with each raw message’s hash', async () => {
    sale = await w.sale(w.sellers.alice, 'mina@example.com');
    token = await w.tokenFor('mina@example.com');
    evidenceId = await w.mailTo(sale.loginEmail, 'Password reset requested', token);
    const res = await w.openDispute(token, {
      transaction_id: sale.transactionId,
      reason: 'account_recovered',
      message: 'Someone reset the password the day after I bought it.',
      evidence_email_ids: [evidenceId],
    });
    expect(res.statusCode, res.body).toBe(201);
    dispute = res.json().data;
    expect(dispute).toMatchObject({
      transaction_id: sale.transactionId,
      status: 'open',
      reason: 'account_recovered',
      seller_code: 'alice',
      resolution: null,
      messages: [{ author: 'buyer', author_name: 'Mina Park' }],
    });
    expect(dispute.evidence).toEqual([
      expect.objectContaining({
        email_id: evidenceId,
        subject: 'Password reset requested',
        raw_sha256: await w.rawSha256(evidenceId),
      }),
    ]);
    const due = new Date(dispute.opened_at).getTime() + 24 * HOUR;
    expect(new Date(dispute.answer_due_at!).getTime()).toBe(due);
    expect((await w.mailsTo('alice@sellers.example')).map((m) => m.subject)).toContain(
      `New dispute on ${dispute.account_code}: Account recovered by someone`,
    );
    expect((await w.mailsTo('mina@example.com')).map((m) => m.subject)).toContain(
      `We received your dispute #${dispute.id} (${dispute.account_code})`,
    );
  });

  it('refuses a second open dispute on the same purchase, and mail from outside the purchase', async () => {
    const again = await w.openDispute(token, {
      transaction_id: sale.transactionId,
      reason: 'other',
      message: 'again',
      evidence_email_ids: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DISPUTE_ALREADY_OPEN');

    const other = await w.sale(w.sellers.bob, 'mina@example.com');
    const foreign = await w.openDispute(token, {
      transaction_id: other.transactionId,
      reason: 'other',
      message: 'cites the mail of another account',
      evidence_email_ids: [evidenceId],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(foreign.json().message).toContain('evidence_email_ids');
  });

  it('is seen by its seller and the owner only; a buyer token reads only its own', async () => {
    expect(
      (await w.asRoller(w.sellers.bob.auth, `/api/roller/disputes/${dispute.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await w.asRoller(w.sellers.alice.auth, `/api/roller/disputes/${dispute.id}`)).statusCode,
    ).toBe(200);
    expect((await w.asRoller(w.boss.auth, `/api/roller/disputes/${dispute.id}`)).statusCode).toBe(
      200,
    );
    const bobs = await w.asRoller(w.sellers.bob.auth, '/api/roller/disputes');
    expect(bobs.json().data.disputes).toEqual([]);
    const all = await w.asRoller(w.boss.auth, '/api/roller/disputes');
    expect(all.json().data.disputes.map((d: Dispute) => d.id)).toContain(dispute.id);

    await w.sale(w.sellers.alice, 'jun@example.com');
    const junToken = await w.tokenFor('jun@example.com');
    const listed = await w.inject({ url: `/api/buyer/disputes?token=${junToken}` });
    expect(listed.json().data.disputes).toEqual([]);
    const written = await w.inject({
      method: 'POST',
      url: `/api/buyer/disputes/${dispute.id}/messages?token=${junToken}`,
      payload: { message: 'not mine' },
    });
    expect(written.statusCode).toBe(404);
    const nobody = await w.inject({ url: '/api/buyer/disputes?token=nope' });
    expect(nobody.statusCode).toBe(401);
  });

  it('stops the timer on the seller’s answer; the buyer may then hand it to the owner', async () => {
    const early = await w.inject({
      method: 'POST',
      url: `/api/buyer/disputes/${dispute.id}/escalate?token=${token}`,
    });
    expect(early.statusCode).toBe(422);
    const answered = await w.asRoller(
      w.sellers.alice.auth,
      `/api/roller/disputes/${dispute.id}/messages`,
      {
        message: 'I did not reset it. Please check again.',
      },
    );
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().data).toMatchObject({ status: 'answered', answer_due_at: null });
    const handed = await w.inject({
      method: 'POST',
      url: `/api/buyer/disputes/${dispute.id}/escalate?token=${token}`,
    });
    expect(handed.json().data.status).toBe('escalated');
  });

  it('is resolved by the owner only; a refund takes the sale out of the totals', async () => {
    const bySeller = await w.asRoller(
      w.sellers.alice.auth,
      `/api/owner/disputes/${dispute.id}/resolve`,
      {
        resolution: 'refund',
        note: '',
      },
    );
    expect(bySeller.statusCode).toBe(403);
    const rejectedSilently = await w.asRoller(
      w.boss.auth,
      `/api/owner/disputes/${dispute.id}/resolve`,
      {
        resolution: 'rejected',
        note: ' ',
      },
    );
    expect(rejectedSilently.statusCode).toBe(400);
    expect(rejectedSilently.json().message).toContain('note');

    const income = async () =>
      (
        (await w.asRoller(w.sellers.alice.auth, '/api/roller/income')).json().data as {
          total_income: number;
        }[]
      ).reduce((sum, g) => sum + g.total_income, 0);
    const before = await income();
    const refunded = await w.asRoller(w.boss.auth, `/api/owner/disputes/${dispute.id}/resolve`, {
      resolution: 'refund',
      note: 'The reset mail shows the account was taken back.',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({ status: 'resolved', resolution: 'refund' });
    const { status } = await w.ctx.db
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', sale.transactionId)
      .executeTakeFirstOrThrow();
    expect(status).toBe('refunded');
    expect(await income()).toBe(before - dispute.amount);
    const again = await w.asRoller(w.boss.auth, `/api/owner/disputes/${dispute.id}/resolve`, {
      resolution: 'replacement',
      note: '',
    });
    expect(again.statusCode).toBe(409);
    expect((await w.mailsTo('mina@example.com')).map((m) => m.subject)).toContain(
      `Resolved: dispute #${dispute.id} (${dispute.account_code})`,
    );
  });
});

describe('evidence', () => {
  it('keeps a cited mail past the mail retention, and lets the rest go', async () => {
    const sale = await w.sale(w.sellers.bob, 'ora@example.com');
    const token = await w.tokenFor('ora@example.com');
    const cited = await w.mailTo(sale.loginEmail, 'Email address changed', token);
    const other = await w.mailTo(sale.loginEmail, 'Weekly news', token);
    const res = await w.openDispute(token, {
      transaction_id: sale.transactionId,
      reason: 'account_recovered',
      message: 'The address was changed.',
      evidence_email_ids: [cited],
    });
    expect(res.statusCode, res.body).toBe(201);
    // Answered, so the answer window's test below sees only its own dispute.
    const answered = await w.asRoller(
      w.sellers.bob.auth,
      `/api/roller/disputes/${res.json().data.id}/messages`,
      { message: 'Looking into it.' },
    );
    expect(answered.statusCode).toBe(200);
    const days = w.ctx.config.inbound.retentionDays + 1;
    await w.ctx.db
      .updateTable('mail_messages')
      .set({ created_at: sql<Date>`now() - make_interval(days => ${days})` })
      .where('id', 'in', [String(cited), String(other)])
      .execute();
    await w.ctx.services.mail.prune();
    const left = await w.ctx.db
      .selectFrom('mail_messages')
      .select('id')
      .where('id', 'in', [String(cited), String(other)])
      .execute();
    expect(left.map((r) => Number(r.id))).toEqual([cited]);
  });
});

describe('a burst of opens', () => {
  it('opens one dispute of twenty sent at once; the others are told it exists', async () => {
    const sale = await w.sale(w.sellers.alice, 'rio@example.com');
    const token = await w.tokenFor('rio@example.com');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        w.openDispute(token, {
          transaction_id: sale.transactionId,
          reason: 'cannot_log_in',
          message: `attempt ${i}`,
          evidence_email_ids: [],
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const opened = answers.find((a) => a.statusCode === 201)!.json().data.id as number;
    // Answered, so the answer window's test below sees only its own dispute.
    await w.asRoller(w.sellers.alice.auth, `/api/roller/disputes/${opened}/messages`, {
      message: 'Looking into it.',
    });
  });
});

describe('the answer window and the warranty', () => {
  it('hands an unanswered dispute to the owner after 24 hours, and mails the owner', async () => {
    const sale = await w.sale(w.sellers.bob, 'kai@example.com');
    const token = await w.tokenFor('kai@example.com');
    const res = await w.openDispute(token, {
      transaction_id: sale.transactionId,
      reason: 'cannot_log_in',
      message: 'The password does not work.',
      evidence_email_ids: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    w.time.advance(24 * HOUR - 60_000);
    expect(await w.ctx.services.disputes.escalateDue()).toBe(0);
    w.time.advance(60_000);
    expect(await w.ctx.services.disputes.escalateDue()).toBe(1);
    const seen = await w.asRoller(w.boss.auth, `/api/roller/disputes/${id}`);
    expect(seen.json().data).toMatchObject({ status: 'escalated', answer_due_at: null });
    const code = res.json().data.account_code as string;
    expect((await w.mailsTo('boss@sellers.example')).map((m) => m.subject)).toContain(
      `The dispute on ${code} is with the shop owner`,
    );
    expect((await w.mailsTo('kai@example.com')).map((m) => m.subject)).toContain(
      `The shop owner now decides dispute #${id} (${code})`,
    );
  });

  it('refuses a dispute once the warranty has run out, or for a sale without one', async () => {
    const sale = await w.sale(w.sellers.alice, 'lee@example.com', 7);
    const none = await w.sale(w.sellers.alice, 'lee@example.com', 0);
    w.time.advance(7 * 24 * HOUR);
    const token = await w.tokenFor('lee@example.com');
    for (const transaction_id of [sale.transactionId, none.transactionId]) {
      const res = await w.openDispute(token, {
        transaction_id,
        reason: 'other',
        message: 'late',
        evidence_email_ids: [],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('WARRANTY_OVER');
    }
    const notMine = await w.openDispute(token, {
      transaction_id: 2_000_000,
      reason: 'other',
      message: 'x',
      evidence_email_ids: [],
    });
    expect(notMine.statusCode).toBe(404);
  });
});
