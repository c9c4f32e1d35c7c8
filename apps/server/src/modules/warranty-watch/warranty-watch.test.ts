import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../test/eventually.ts';
import { queuedMails } from '../../../test/orders-fixture.ts';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { sendMail } from '../mail/mail-fixture.ts';
import { listen, openStream } from '../realtime/realtime-fixture.ts';

const DAY = 24 * 60 * 60 * 1000;
const RESET = {
  from: 'HoYoverse <noreply@hoyoverse.com>',
  subject: '[HoYoverse] Verification Code',
  text: 'Dear Traveler,\n\nYou are resetting the password of your HoYoverse Account. Your verification code is:\n\n730214\n\nThe code will be valid for 30 minutes.',
};
const SIGN_IN_CODE = {
  from: 'HoYoverse <noreply@hoyoverse.com>',
  subject: '[HoYoverse] Verification Code',
  text: 'Dear Traveler,\n\nYou are logging in to your HoYoverse Account. Your verification code is:\n\n518302\n\nThe code will be valid for 30 minutes.',
};

let w: DisputesWorld;
beforeAll(async () => {
  w = await disputesWorld();
});
afterAll(() => w.close());

const alerts = () =>
  w.ctx.db
    .selectFrom('mail_security_alerts')
    .select(['message_id', 'transaction_id', 'kind'])
    .orderBy('created_at')
    .execute();

describe('the warranty watch', () => {
  it('flags a password reset to a sold account under warranty and tells buyer, seller and owner', async () => {
    const sale = await w.sale(w.sellers.alice, 'ana@example.com');
    const raised: unknown[] = [];
    const off = w.ctx.services.events.on('security.alert', (a) => void raised.push(a));
    await sendMail(w.smtp.port, { to: sale.loginEmail, ...RESET });
    await eventually('the alert to be recorded', async () => (await alerts()).length === 1);
    off();
    const [alert] = await alerts();
    expect(alert).toMatchObject({ transaction_id: sale.transactionId, kind: 'password_reset' });
    expect(raised).toEqual([
      expect.objectContaining({ accountId: sale.accountId, kind: 'password_reset' }),
    ]);
    const told = (await queuedMails(w.ctx)).filter((m) =>
      m.subject.includes('a password reset was requested'),
    );
    expect(told.map((m) => m.to_address).sort()).toEqual(
      ['alice@sellers.example', 'ana@example.com', 'boss@sellers.example'].sort(),
    );
  });

  it('leaves ordinary mail, mail without warranty and mail after the warranty alone', async () => {
    const before = (await alerts()).length;
    const sale = await w.sale(w.sellers.bob, 'ben@example.com');
    const none = await w.sale(w.sellers.bob, 'ben@example.com', 0);
    /** Reads the newest mail of the account as the watch does on its arrival. */
    const checkLatest = async (accountId: number) => {
      const r = await w.ctx.db
        .selectFrom('mail_recipients')
        .select(['message_id', 'address'])
        .where('account_id', '=', accountId)
        .orderBy('message_id', 'desc')
        .executeTakeFirstOrThrow();
      return w.ctx.services.warrantyWatch.check({
        messageId: Number(r.message_id),
        rollerIds: [],
        addresses: [r.address],
        recipients: [],
        subRollers: [],
        accounts: [{ accountId, address: r.address }],
        subject: '',
        from: '',
        created_at: '',
      });
    };
    await sendMail(w.smtp.port, { to: sale.loginEmail, ...SIGN_IN_CODE });
    expect(await checkLatest(sale.accountId)).toBe(0);
    await sendMail(w.smtp.port, { to: none.loginEmail, ...RESET });
    expect(await checkLatest(none.accountId)).toBe(0);
    w.time.advance(7 * DAY);
    await sendMail(w.smtp.port, { to: sale.loginEmail, ...RESET });
    expect(await checkLatest(sale.accountId)).toBe(0);

    // The watch is still reading: a reset on a fresh sale is flagged, and only that one.
    const fresh = await w.sale(w.sellers.bob, 'cara@example.com');
    await sendMail(w.smtp.port, { to: fresh.loginEmail, ...RESET });
    await eventually('the fresh sale’s alert', async () => (await alerts()).length > before);
    expect((await alerts()).slice(before)).toEqual([
      expect.objectContaining({ transaction_id: fresh.transactionId, kind: 'password_reset' }),
    ]);
  });

  it('tells the buyer’s live channel, after the mail itself', async () => {
    const sale = await w.sale(w.sellers.alice, 'dan@example.com');
    const token = await w.tokenFor('dan@example.com');
    const origin = await listen(w.ctx.app);
    const ticket = await w.inject({
      method: 'POST',
      url: '/api/realtime/buyer-auth',
      payload: { token },
    });
    const stream = await openStream(origin, ticket.json().data.ticket);
    try {
      expect((await stream.next()).event).toBe('ready');
      await sendMail(w.smtp.port, { to: sale.loginEmail, ...RESET });
      const mail = await stream.next(5000);
      expect(mail.event).toBe('new-email');
      const alert = await stream.next(5000);
      expect(alert).toEqual({
        event: 'security-alert',
        data: { email_id: (mail.data as { id: number }).id, kind: 'password_reset' },
      });
    } finally {
      stream.close();
    }
  });
});
