import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerEmails } from '@shop/contract';
import { eventually } from '../../../test/eventually.ts';
import { queuedMails } from '../../../test/orders-fixture.ts';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { sendMail, sendSignedMail } from '../mail/mail-fixture.ts';
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

const STEAM_NEW_DEVICE = {
  from: 'Steam Support <noreply@steampowered.com>',
  subject: 'Your Steam account: New sign-in from a new device',
  text: "Dear shopdemo,\n\nYour Steam account shopdemo was signed in to from a new device on 14 Mar 2026 @ 10:22am. The sign-in was approved with the Steam Mobile Authenticator.\n\nDevice: Chrome on Windows\nLocation: Frankfurt am Main, Germany\nIP address: 203.0.113.77\n\nIf this was you, you can ignore this email. If it wasn't, change your Steam password and deauthorize all devices at https://store.steampowered.com/twofactor/manage right away.\n\nThe Steam Team",
};

let w: DisputesWorld;
beforeAll(async () => {
  w = await disputesWorld();
});
afterAll(() => w.close());

/** The watch's verdict on one stored mail of the account, as on its arrival. */
const checkMail = (messageId: number, accountId: number) =>
  w.ctx.services.warrantyWatch.check({
    messageId,
    rollerIds: [],
    addresses: [],
    recipients: [],
    subRollers: [],
    accounts: [{ accountId, address: '' }],
    subject: '',
    from: '',
    created_at: '',
  });

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
    await sendSignedMail(w.smtp.port, { to: sale.loginEmail, ...RESET });
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
    await sendSignedMail(w.smtp.port, { to: sale.loginEmail, ...SIGN_IN_CODE });
    expect(await checkLatest(sale.accountId)).toBe(0);
    await sendSignedMail(w.smtp.port, { to: none.loginEmail, ...RESET });
    expect(await checkLatest(none.accountId)).toBe(0);
    w.time.advance(7 * DAY);
    await sendSignedMail(w.smtp.port, { to: sale.loginEmail, ...RESET });
    expect(await checkLatest(sale.accountId)).toBe(0);

    // The watch is still reading: a reset on a fresh sale is flagged, and only that one.
    const fresh = await w.sale(w.sellers.bob, 'cara@example.com');
    await sendSignedMail(w.smtp.port, { to: fresh.loginEmail, ...RESET });
    await eventually('the fresh sale’s alert', async () => (await alerts()).length > before);
    expect((await alerts()).slice(before)).toEqual([
      expect.objectContaining({ transaction_id: fresh.transactionId, kind: 'password_reset' }),
    ]);
  });

  it('raises nothing for a forged “password changed” from an unsigned sender, which reads as unverified', async () => {
    const before = (await alerts()).length;
    const sale = await w.sale(w.sellers.alice, 'fay@example.com');
    const forged = {
      from: 'Steam Support <noreply@steampowered.com>',
      subject: 'Your Steam password was changed',
      text: 'The password for your Steam account was changed on 14 Mar 2026 @ 10:22am.',
    };
    await sendMail(w.smtp.port, { to: sale.loginEmail, ...forged });
    const token = await w.tokenFor('fay@example.com');
    const res = await w.inject({ url: `/api/buyer/emails?token=${token}` });
    const [mail] = (res.json().data as BuyerEmails).accounts[0]!.emails;
    expect(mail).toMatchObject({ subject: forged.subject, sender_verified: false });
    // Read by the watch as on its arrival: the same words signed by Steam would be an alert.
    expect(await checkMail(mail!.id, sale.accountId)).toBe(0);
    expect((await alerts()).length).toBe(before);
    expect(mail!.security_alert).toBeNull();
  });

  it('flags Steam’s notice of a sign-in from a new device, which carries no code', async () => {
    const before = (await alerts()).length;
    const sale = await w.sale(w.sellers.bob, 'gus@example.com');
    await sendSignedMail(w.smtp.port, { to: sale.loginEmail, ...STEAM_NEW_DEVICE });
    await eventually('the sign-in alert', async () => (await alerts()).length > before);
    expect((await alerts()).slice(before)).toEqual([
      expect.objectContaining({ transaction_id: sale.transactionId, kind: 'new_device_login' }),
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
      await sendSignedMail(w.smtp.port, { to: sale.loginEmail, ...RESET });
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
