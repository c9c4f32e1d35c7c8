import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondInstance } from '../../../test/helpers.ts';
import { disputesWorld, type DisputesWorld } from '../../../test/trust-fixture.ts';
import { sendMail } from '../mail/mail-fixture.ts';
import { buyerTicketFor, listen, openStream } from './realtime-fixture.ts';

/**
 * DESIGN §9, access ends everywhere at once, across instances on one PostgreSQL: what instance
 * A decides (a refund) or what runs out (a buyer's link) ends or narrows the buyer's stream that
 * instance B holds. Embedded PGlite is one process, so this runs on a PostgreSQL server.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('a buyer’s stream on instance B, access changed on A', () => {
  let w: DisputesWorld;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let originB: string;

  beforeAll(async () => {
    w = await disputesWorld(undefined, { DATABASE_URL: url! });
    second = await secondInstance(w.ctx);
    originB = await listen(second.app);
  });
  afterAll(async () => {
    await second.close();
    await w.close();
  });

  const streamOnB = async (token: string) =>
    openStream(originB, await buyerTicketFor(second.app, token));
  const refundOnA = (token: string, transactionId: number) => w.refund(token, transactionId);

  it('a refund on A narrows the stream on B to the accounts left, and the last one ends it', async () => {
    const kept = await w.sale(w.sellers.alice, 'sam@example.com');
    const refunded = await w.sale(w.sellers.alice, 'sam@example.com');
    const token = await w.tokenFor('sam@example.com');
    const onB = await streamOnB(token);
    try {
      expect((await onB.next()).event).toBe('ready');
      const first = await refundOnA(token, refunded.transactionId);
      for (let i = 0; i < 2; i++)
        expect(await onB.next(5000)).toEqual({
          event: 'dispute-changed',
          data: { dispute_id: first },
        });
      await sendMail(w.smtp.port, { to: refunded.loginEmail, subject: 'Code 55120', text: 'x' });
      await sendMail(w.smtp.port, { to: kept.loginEmail, subject: 'Still yours', text: 'y' });
      expect(await onB.next(5000)).toMatchObject({
        event: 'new-email',
        data: { subject: 'Still yours' },
      });
      const last = await refundOnA(token, kept.transactionId);
      for (let i = 0; i < 2; i++)
        expect(await onB.next(5000)).toMatchObject({ data: { dispute_id: last } });
      expect(await onB.next(5000)).toEqual({ event: 'revoked', data: {} });
      expect(await onB.ended()).toBe(true);
    } finally {
      onB.close();
    }
  });

  it('a buyer link that runs out ends its stream on B', async () => {
    await w.sale(w.sellers.bob, 'tia@example.com');
    const token = await w.tokenFor('tia@example.com');
    // The link A issued runs out in a second and a half.
    await w.ctx.db
      .updateTable('buyer_access_tokens')
      .set({ expires_at: new Date(Date.now() + 1500) })
      .where('expires_at', '>', new Date())
      .execute();
    const onB = await streamOnB(token);
    try {
      expect((await onB.next()).event).toBe('ready');
      expect(await onB.ended(5000)).toBe(true);
    } finally {
      onB.close();
    }
  });
});
