import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerDisputes, BuyerEmails } from '@shop/contract';
import { eventually } from '../../../test/eventually.ts';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { sendSignedMail } from '../mail/mail-fixture.ts';

/**
 * Every mail to a buyer opens their pages at once (issue 35, point 5): the delivery, the security
 * alert and each dispute step carry a link with a token of its own, minted with the mail, that
 * reads the buyer's page for 24 hours; no mail sends the buyer to ask for a link first.
 */

const DAY_MS = 24 * 3600_000;
const RESET = {
  from: 'HoYoverse <noreply@hoyoverse.com>',
  subject: '[HoYoverse] Verification Code',
  text: 'Dear Traveler,\n\nYou are resetting the password of your HoYoverse Account. Your verification code is:\n\n730214\n\nThe code will be valid for 30 minutes.',
};

let w: DisputesWorld;
beforeAll(async () => {
  w = await disputesWorld();
});
afterAll(() => w.close());

/** The link a mail carries, as its text and its HTML both give it. */
function linkOf(mail: { text_body: string; html_body: string }): URL {
  const inText = /https:\/\/shop\.example\/buyer-[a-z-]+\?\S+/.exec(mail.text_body)?.[0];
  expect(inText, mail.text_body).toBeTruthy();
  const url = new URL(inText!);
  expect(mail.html_body).toContain(`href="${url.href.replaceAll('&', '&amp;')}"`);
  return url;
}

/** The newest mail to `to` whose subject starts with `subject`. */
async function newestMail(to: string, subject: string) {
  const mail = (await w.mailsTo(to)).filter((m) => m.subject.startsWith(subject)).at(-1);
  expect(mail, `a mail "${subject}..." to ${to}`).toBeTruthy();
  return mail!;
}

/** Follows a link's token as the page it opens does: the buyer's page must answer. */
async function follow(token: string) {
  const res = await w.inject({ url: `/api/buyer/emails?token=${encodeURIComponent(token)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BuyerEmails;
}

describe('a buyer mail’s link', () => {
  let sale: Awaited<ReturnType<DisputesWorld['sale']>>;

  it('in the delivery mail opens the buyer’s page with a fresh token, for 24 hours', async () => {
    // Bought with capitals: the token reads the purchases as orders compare addresses.
    sale = await w.sale(w.sellers.alice, 'Lea@Example.com');
    const delivery = await newestMail('Lea@Example.com', 'Your Dispute Game account');
    const link = linkOf(delivery);
    expect(link.pathname).toBe('/buyer-emails');
    expect([...link.searchParams.keys()]).toEqual(['token']);
    expect(delivery.text_body).not.toMatch(/request access there/i);
    expect(delivery.text_body).toContain(
      `works until ${new Date(w.time.clock().getTime() + DAY_MS).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    );

    const page = await follow(link.searchParams.get('token')!);
    expect(page.buyer_email).toBe('lea@example.com');
    expect(page.accounts.map((a) => a.transaction_id)).toEqual([sale.transactionId]);

    w.time.advance(DAY_MS + 1000);
    const expired = await w.inject({
      url: `/api/buyer/emails?token=${link.searchParams.get('token')}`,
    });
    expect(expired.statusCode).toBe(401);
  });

  it('in a security alert opens the dispute form of that purchase with the flagged mail cited', async () => {
    const fresh = await w.sale(w.sellers.bob, 'noa@example.com');
    const alertsBefore = (await w.mailsTo('noa@example.com')).length;
    // Signed by HoYoverse, as the game's own mail arrives: the alert believes no other.
    await sendSignedMail(w.smtp.port, { to: fresh.loginEmail, ...RESET });
    const alert = await eventually('the buyer’s alert mail', async () =>
      (await w.mailsTo('noa@example.com'))
        .slice(alertsBefore)
        .find((m) => m.subject.startsWith('Security alert: a password reset was requested')),
    );
    expect(alert.text_body).not.toMatch(/ask for a new link on that page/i);

    const link = linkOf(alert);
    expect(link.pathname).toBe('/buyer-disputes');
    expect(link.searchParams.get('transaction')).toBe(String(fresh.transactionId));
    const page = await follow(link.searchParams.get('token')!);
    const flagged = page.accounts
      .find((a) => a.transaction_id === fresh.transactionId)!
      .emails.find((m) => m.subject === RESET.subject)!;
    expect(flagged.security_alert).toBe('password_reset');
    expect(link.searchParams.get('mail')).toBe(String(flagged.id));

    // What the form sends with the link's token: a dispute citing the flagged mail.
    const opened = await w.openDispute(link.searchParams.get('token')!, {
      transaction_id: Number(link.searchParams.get('transaction')),
      reason: 'account_recovered',
      message: 'Not me.',
      evidence_email_ids: [Number(link.searchParams.get('mail'))],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().data.evidence.map((e: { email_id: number }) => e.email_id)).toEqual([
      flagged.id,
    ]);
  });

  it('in each dispute mail opens that dispute on the buyer’s disputes page', async () => {
    const bought = await w.sale(w.sellers.alice, 'ivo@example.com');
    const token = await w.tokenFor('ivo@example.com');
    const res = await w.openDispute(token, {
      transaction_id: bought.transactionId,
      reason: 'cannot_log_in',
      message: 'The password does not work.',
      evidence_email_ids: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    const disputeId = res.json().data.id as number;
    const answered = await w.asRoller(
      w.sellers.alice.auth,
      `/api/roller/disputes/${disputeId}/messages`,
      { message: 'Try the new password I sent.' },
    );
    expect(answered.statusCode, answered.body).toBe(200);

    const tokens = new Set<string>();
    for (const subject of ['We received your dispute', 'New message in dispute']) {
      const link = linkOf(await newestMail('ivo@example.com', subject));
      expect(link.pathname).toBe('/buyer-disputes');
      expect(link.searchParams.get('dispute')).toBe(String(disputeId));
      const linkToken = link.searchParams.get('token')!;
      tokens.add(linkToken);
      await follow(linkToken);
      const disputes = await w.inject({
        url: `/api/buyer/disputes?token=${encodeURIComponent(linkToken)}`,
      });
      expect(disputes.statusCode, disputes.body).toBe(200);
      expect((disputes.json().data as BuyerDisputes).disputes.map((d) => d.id)).toContain(
        disputeId,
      );
    }
    // Each mail its own token: one mail forwarded or leaked opens no other's day.
    expect([...tokens, token]).toHaveLength(new Set([...tokens, token]).size);
  });
});
