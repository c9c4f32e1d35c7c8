import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerEmail, BuyerEmails, Dispute } from '@shop/contract';
import { makeDkimKey, signed, testDns, type DkimKey } from '../../../test/dkim.ts';
import { eventually } from '../../../test/eventually.ts';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { sendMail } from '../mail/mail-fixture.ts';

/**
 * Decision 0041 end to end: mail signed with keys this file made, their public halves served
 * by the DNS the shop asks, received over real SMTP. HoYoverse's key answers; the key of the
 * `down` selector is asked of a DNS that never answers (the shop gives up after 300 ms).
 */
const key = makeDkimKey('s2026');
const unanswered = makeDkimKey('down');
const FROM = 'HoYoverse <noreply@hoyoverse.com>';
const reset = (code: string) => ({
  from: FROM,
  subject: '[HoYoverse] Verification Code',
  text: `Dear Traveler,\n\nYou are resetting the password of your HoYoverse Account. Your verification code is:\n\n${code}\n\nThe code will be valid for 30 minutes.`,
});

/** The message as the signer sent it, then with its body changed on the way. */
async function tamperedInTransit(to: string, k: DkimKey): Promise<Buffer> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sent = await composer.sendMail(signed({ ...reset('730215'), to }, k));
  const raw = (sent.message as Buffer).toString('utf8');
  expect(raw).toMatch(/^DKIM-Signature:/im);
  return Buffer.from(raw.replace('730215', '730299'));
}

let w: DisputesWorld;
beforeAll(async () => {
  w = await disputesWorld({ resolve: testDns([key], ['down']), timeoutMs: 300 });
});
afterAll(() => w.close());

const alerts = async () =>
  (
    await w.ctx.db
      .selectFrom('mail_security_alerts')
      .select(['message_id', 'transaction_id', 'kind', 'unverified'])
      .orderBy('message_id')
      .execute()
  ).map((a) => ({ ...a, message_id: Number(a.message_id) }));

describe('a security mail’s DKIM signature, checked against its From domain', () => {
  let token: string;
  let sale: Awaited<ReturnType<DisputesWorld['sale']>>;
  let byCode: Map<string | null, BuyerEmail>;

  it('stores verified, failed (body changed) and unknown (no DNS answer), and alerts on the first, on the last marked unverified', async () => {
    sale = await w.sale(w.sellers.alice, 'vera@example.com');
    const to = sale.loginEmail;
    await sendMail(w.smtp.port, signed({ ...reset('730214'), to }, key));
    await sendMail(w.smtp.port, {
      envelope: { from: 'noreply@hoyoverse.com', to: [to] },
      raw: await tamperedInTransit(to, key),
    });
    await sendMail(w.smtp.port, signed({ ...reset('730216'), to }, unanswered));

    await eventually('both alerts to be raised', async () => (await alerts()).length === 2);
    token = await w.tokenFor('vera@example.com');
    const res = await w.inject({ url: `/api/buyer/emails?token=${token}` });
    const emails = (res.json().data as BuyerEmails).accounts[0]!.emails;
    byCode = new Map(emails.map((m) => [m.code, m]));
    expect(byCode.get('730214')).toMatchObject({
      sender_verified: true,
      security_alert: 'password_reset',
    });
    expect(byCode.get('730299')).toMatchObject({ sender_verified: false, security_alert: null });
    expect(byCode.get('730216')).toMatchObject({
      sender_verified: null,
      security_alert: 'password_reset',
    });

    expect(await alerts()).toEqual([
      {
        message_id: byCode.get('730214')!.id,
        transaction_id: sale.transactionId,
        kind: 'password_reset',
        unverified: false,
      },
      {
        message_id: byCode.get('730216')!.id,
        transaction_id: sale.transactionId,
        kind: 'password_reset',
        unverified: true,
      },
    ]);
    // The buyer is told of both, the one the shop could not check marked so; the seller too.
    const told = (await w.mailsTo('vera@example.com'))
      .map((m) => m.subject)
      .filter((s) => s.startsWith('Security alert'));
    expect(told).toHaveLength(2);
    expect(told.filter((s) => s.includes('(sender not verified)'))).toHaveLength(1);
    const seller = (await w.mailsTo('alice@sellers.example'))
      .map((m) => m.subject)
      .filter((s) => s.startsWith('Security alert'));
    expect(seller.sort()).toEqual([
      expect.not.stringContaining('not verified'),
      expect.stringContaining('(sender not verified)'),
    ]);
  });

  it('cites each mail in a dispute with its sender_verified', async () => {
    const ids = ['730214', '730299', '730216'].map((c) => byCode.get(c)!.id);
    const res = await w.openDispute(token, {
      transaction_id: sale.transactionId,
      reason: 'account_recovered',
      message: 'Someone reset the password.',
      evidence_email_ids: ids,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { evidence } = res.json().data as Dispute;
    const verdict = new Map(evidence.map((e) => [e.email_id, e.sender_verified]));
    expect(ids.map((id) => verdict.get(id))).toEqual([true, false, null]);
  });
});
