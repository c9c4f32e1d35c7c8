import { afterAll, beforeAll, expect, it } from 'vitest';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { sendMail } from '../mail/mail-fixture.ts';
import { buyerTicketFor, listen, openStream } from './realtime-fixture.ts';

/**
 * DESIGN §9: access ends everywhere at once. A refund takes the account from its buyer, so a
 * buyer's stream opened before it stops hearing that account's mail at once (subjects and codes
 * included), and ends when it holds no account any more.
 */
let w: DisputesWorld;
let origin: string;
beforeAll(async () => {
  w = await disputesWorld();
  origin = await listen(w.ctx.app);
});
afterAll(() => w.close());

const buyerStream = async (token: string) =>
  openStream(origin, await buyerTicketFor(w.ctx.app, token));
const refund = (token: string, transactionId: number) => w.refund(token, transactionId);

const changed = (id: number) => ({ event: 'dispute-changed', data: { dispute_id: id } });

it('a refund narrows the buyer’s open stream to the accounts left, and ends it with the last', async () => {
  const kept = await w.sale(w.sellers.alice, 'rita@example.com');
  const refunded = await w.sale(w.sellers.alice, 'rita@example.com');
  const token = await w.tokenFor('rita@example.com');
  const stream = await buyerStream(token);
  try {
    expect((await stream.next()).event).toBe('ready');
    const first = await refund(token, refunded.transactionId);
    expect(await stream.next()).toEqual(changed(first));
    expect(await stream.next()).toEqual(changed(first));

    // Mail to the refunded account is not streamed; the next event is the kept account's.
    await sendMail(w.smtp.port, {
      to: refunded.loginEmail,
      subject: 'Your code is 771204',
      text: 'Code 771204.',
    });
    await sendMail(w.smtp.port, { to: kept.loginEmail, subject: 'Still yours', text: 'Hi.' });
    expect(await stream.next()).toMatchObject({
      event: 'new-email',
      data: { to: kept.loginEmail, subject: 'Still yours' },
    });

    const second = await refund(token, kept.transactionId);
    expect(await stream.next()).toEqual(changed(second));
    expect(await stream.next()).toEqual(changed(second));
    expect(await stream.next()).toEqual({ event: 'revoked', data: {} });
    expect(await stream.ended()).toBe(true);
  } finally {
    stream.close();
  }
});
