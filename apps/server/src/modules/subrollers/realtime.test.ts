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

/** The event stream of a sub-roller's own channel, opened with its token. */
const streamOf = async (sub: SubRoller) =>
  openStream(
    origin,
    await ticketFor(shop.ctx.app, asSub(sub.token), `private-alice-${sub.sub_code}`),
  );

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
    const mine = await streamOf(sub1);
    const sibling = await streamOf(sub2);
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

  it('streams each sub-roller its own mail when mail for several is stored at once', async () => {
    const mine = await streamOf(sub1);
    const sibling = await streamOf(sub2);
    try {
      for (const s of [mine, sibling]) expect((await s.next()).event).toBe('ready');
      // Sent side by side, so several are committed in one batch and resolved together.
      const sends = [1, 2, 3].flatMap((n) => [
        shop.send({ to: `alice.sub1.at${n}@shop.test`, subject: `sub1 #${n}` }),
        shop.send({ to: `alice.sub2.at${n}@shop.test`, subject: `sub2 #${n}` }),
      ]);
      await Promise.all(sends);
      const subjects = async (s: typeof mine) => {
        const got: string[] = [];
        for (let i = 0; i < 3; i++) got.push(((await s.next()).data as NewEmailEvent).subject);
        return got.sort();
      };
      expect(await subjects(mine)).toEqual(['sub1 #1', 'sub1 #2', 'sub1 #3']);
      expect(await subjects(sibling)).toEqual(['sub2 #1', 'sub2 #2', 'sub2 #3']);
      // Nothing else came: the next event of each is the next mail of its own.
      await shop.send({ to: 'alice.sub1@shop.test', subject: 'sub1 last' });
      await shop.send({ to: 'alice.sub2@shop.test', subject: 'sub2 last' });
      expect((await mine.next()).data).toMatchObject({ subject: 'sub1 last' });
      expect((await sibling.next()).data).toMatchObject({ subject: 'sub2 last' });
    } finally {
      for (const s of [mine, sibling]) s.close();
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
