import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEmailEvent, SubRoller } from '@shop/contract';
import { openMailShop, type MailShop } from '../mail/mail-fixture.ts';
import { listen, openStream, ticketFor } from '../realtime/realtime-fixture.ts';

let shop: MailShop;
let origin: string;
let sub1: SubRoller;
let sub2: SubRoller;

const asSub = (token: string) => ({ 'x-sub-roller-token': token });

async function generate(sub_code: string): Promise<SubRoller> {
  const res = await shop.ctx.app.inject({
    method: 'POST',
    url: '/api/email/sub-roller/token',
    headers: shop.alice.auth,
    payload: { sub_code },
  });
  return res.json().data;
}

const askTicket = (headers: Record<string, string>, channel: string) =>
  shop.ctx.app.inject({
    method: 'POST',
    url: '/api/realtime/auth',
    headers,
    payload: { channel },
  });

beforeAll(async () => {
  shop = await openMailShop();
  origin = await listen(shop.ctx.app);
  sub1 = await generate('sub1');
  sub2 = await generate('sub2');
});
afterAll(() => shop.close());

describe('sub-roller channels', () => {
  it('gives a sub-roller token a ticket for its own channel only; the roller for its sub-rollers', async () => {
    expect((await askTicket(asSub(sub1.token), 'private-alice-sub1')).statusCode).toBe(200);
    for (const channel of ['private-alice', 'private-alice-sub2', 'private-bob-sub1']) {
      const res = await askTicket(asSub(sub1.token), channel);
      expect(res.statusCode, channel).toBe(403);
      expect(res.json().code).toBe('REALTIME_CHANNEL_FORBIDDEN');
    }
    expect((await askTicket(shop.alice.auth, 'private-alice-sub2')).statusCode).toBe(200);
    expect((await askTicket(shop.bob.auth, 'private-alice-sub2')).statusCode).toBe(403);
    expect((await askTicket(shop.alice.auth, 'private-alice-nobody')).statusCode).toBe(403);
    expect((await askTicket(asSub('forged'), 'private-alice-sub1')).statusCode).toBe(401);
    expect((await askTicket({}, 'private-alice-sub1')).statusCode).toBe(401);
  });

  it('streams a sub-roller the mail of its pattern only, and the roller its own as before', async () => {
    const mine = await openStream(
      origin,
      await ticketFor(shop.ctx.app, asSub(sub1.token), 'private-alice-sub1'),
    );
    const sibling = await openStream(
      origin,
      await ticketFor(shop.ctx.app, asSub(sub2.token), 'private-alice-sub2'),
    );
    const roller = await openStream(
      origin,
      await ticketFor(shop.ctx.app, shop.alice.auth, 'private-alice'),
    );
    try {
      for (const s of [mine, sibling, roller]) expect((await s.next()).event).toBe('ready');
      await shop.send({ to: 'alice.sub1.genshin@shop.test', subject: 'code for sub1' });
      const event = await mine.next();
      expect(event.event).toBe('new-email');
      expect(event.data as NewEmailEvent).toMatchObject({
        to: 'alice.sub1.genshin@shop.test',
        subject: 'code for sub1',
      });
      expect((await roller.next()).data).toMatchObject({ subject: 'code for sub1' });
      // The sibling's next event is its own mail: sub1's never reached it.
      await shop.send({ to: 'alice.sub2@shop.test', subject: 'code for sub2' });
      expect((await sibling.next()).data).toMatchObject({ subject: 'code for sub2' });
      expect((await roller.next()).data).toMatchObject({ subject: 'code for sub2' });
    } finally {
      for (const s of [mine, sibling, roller]) s.close();
    }
  });

  it('ends the open stream of a removed sub-roller, and refuses its tickets', async () => {
    const leaving = await generate('leaving');
    const early = await ticketFor(shop.ctx.app, asSub(leaving.token), 'private-alice-leaving');
    const stream = await openStream(
      origin,
      await ticketFor(shop.ctx.app, asSub(leaving.token), 'private-alice-leaving'),
    );
    try {
      expect((await stream.next()).event).toBe('ready');
      const removed = await shop.ctx.app.inject({
        method: 'DELETE',
        url: '/api/email/sub-roller',
        headers: shop.alice.auth,
        payload: { sub_code: 'leaving' },
      });
      expect(removed.statusCode).toBe(200);
      expect(await stream.ended()).toBe(true);
      expect((await askTicket(asSub(leaving.token), 'private-alice-leaving')).statusCode).toBe(401);
      // A ticket signed before the removal no longer opens a stream.
      const late = await fetch(`${origin}/api/realtime?ticket=${encodeURIComponent(early)}`);
      expect(late.status).toBe(401);
      await late.body?.cancel();
    } finally {
      stream.close();
    }
  });
});
