import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewEmailEvent, NewOrderEvent } from '@shop/contract';
import {
  createTestContext,
  importOneOfEachGame,
  manualClock,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { buyer, listAccount } from '../../../test/orders-fixture.ts';
import { sendMail, startSmtp } from '../mail/mail-fixture.ts';
import { listen, openStream, ticketFor } from './realtime-fixture.ts';
import { EVENT_TEXT_MAX } from './service.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let origin: string;
let alice: Awaited<ReturnType<typeof signedInRoller>>;
let bob: Awaited<ReturnType<typeof signedInRoller>>;
const time = manualClock();

beforeAll(async () => {
  ctx = await createTestContext({}, undefined, time.clock);
  alice = await signedInRoller(ctx, 'alice');
  bob = await signedInRoller(ctx, 'bob');
  smtp = await startSmtp(ctx);
  origin = await listen(ctx.app);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

const auth = (headers: Record<string, string> | undefined, channel: unknown) =>
  ctx.app.inject({ method: 'POST', url: '/api/realtime/auth', headers, payload: { channel } });

describe('POST /api/realtime/auth', () => {
  it('issues a ticket for the roller’s own channel', async () => {
    const res = await auth(alice.auth, 'private-alice');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: { ticket: string } }).data.ticket).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it.each([
    ['another roller’s channel', 'private-bob'],
    ['a channel of a sub-roller alice does not have', 'private-alice-sub1'],
    ['a channel of no known form', 'presence-alice'],
  ])('refuses %s with 403', async (_what, channel) => {
    const res = await auth(alice.auth, channel);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      status: 'error',
      code: 'REALTIME_CHANNEL_FORBIDDEN',
      field: 'channel',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await auth(undefined, 'private-alice');
    expect(res.statusCode).toBe(401);
  });

  it('names the field of a missing channel', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: alice.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('channel');
  });
});

const bobClaims = Buffer.from(
  JSON.stringify({ channel: 'private-bob', rollerId: 2, exp: 9_999_999_999 }),
).toString('base64url');

describe('GET /api/realtime', () => {
  const stream = (ticket: string) =>
    ctx.app.inject({ url: `/api/realtime?ticket=${encodeURIComponent(ticket)}` });

  it.each([
    ['a forged signature', (t: string) => t.replace(/\.[\w-]{4}/, '.AAAA')],
    ['a changed channel', (t: string) => `${bobClaims}.${t.split('.')[1]}`],
    ['garbage', () => 'not-a-ticket'],
  ])('answers 401 to %s', async (_what, spoil) => {
    const ticket = spoil(await ticketFor(ctx.app, alice.auth, 'private-alice'));
    const res = await stream(ticket);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'REALTIME_TICKET_INVALID', field: 'ticket' });
  });

  it('answers 401 to a ticket past its 60 seconds', async () => {
    const ticket = await ticketFor(ctx.app, alice.auth, 'private-alice');
    time.advance(61_000);
    const res = await stream(ticket);
    expect(res.statusCode).toBe(401);
  });

  it('streams ready, then new-email within a second of an SMTP delivery, to its roller only', async () => {
    const a = await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice'));
    const b = await openStream(origin, await ticketFor(ctx.app, bob.auth, 'private-bob'));
    try {
      expect(a.res.status).toBe(200);
      expect(a.res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      expect(a.res.headers.get('cache-control')).toContain('no-cache');
      expect(a.res.headers.get('x-accel-buffering')).toBe('no');
      // Asked for gzip and br: the stream still arrives uncompressed, frame by frame.
      expect(a.res.headers.get('content-encoding')).toBeNull();
      expect((await a.next()).event).toBe('ready');
      expect((await b.next()).event).toBe('ready');
      expect(ctx.services.realtime.openStreams()).toBe(2);

      await sendMail(smtp.port, {
        to: ['Alice.Genshin@shop.test', 'alice@alt.test', 'someone@example.com'],
        subject: 'Your code 123456',
        text: 'hello',
      });
      const mail = await a.next();
      expect(mail.event).toBe('new-email');
      const data = mail.data as NewEmailEvent;
      expect(data).toEqual({
        id: expect.any(Number),
        to: 'alice.genshin@shop.test, alice@alt.test',
        subject: 'Your code 123456',
        created_at: expect.any(String),
      });

      // Bob's next event is his own mail: Alice's never reached his stream.
      await sendMail(smtp.port, { to: 'bob@shop.test', subject: 'For Bob', text: 'x' });
      expect(await b.next()).toMatchObject({
        event: 'new-email',
        data: { to: 'bob@shop.test', subject: 'For Bob' },
      });
    } finally {
      a.close();
      b.close();
    }
  });

  it('cuts a long subject, so the event fits a NOTIFY payload', async () => {
    const a = await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice'));
    try {
      expect((await a.next()).event).toBe('ready');
      await sendMail(smtp.port, { to: 'alice@shop.test', subject: 'ü'.repeat(3000), text: 'x' });
      const { subject } = (await a.next()).data as NewEmailEvent;
      expect(subject).toHaveLength(EVENT_TEXT_MAX);
      expect(subject.endsWith('ü…')).toBe(true);
    } finally {
      a.close();
    }
  });

  it('streams new-order when one of the roller’s accounts is ordered', async () => {
    const gameId = await importOneOfEachGame(ctx, 'rt', 'Realtime Game');
    const id = await listAccount(ctx, alice, gameId);
    const a = await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice'));
    try {
      expect((await a.next()).event).toBe('ready');
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/transaction',
        payload: { account_id: id, ...buyer },
      });
      expect(res.statusCode).toBe(201);
      const order = await a.next();
      expect(order.event).toBe('new-order');
      expect(order.data as NewOrderEvent).toEqual({
        transaction_id: expect.any(Number),
        account_id: id,
        game_id: gameId,
      });
    } finally {
      a.close();
    }
  });

  it('forgets a stream once its client goes away', async () => {
    // The streams of earlier tests are gone once their clients' disconnects are seen.
    await expect.poll(() => ctx.services.realtime.openStreams()).toBe(0);
    const a = await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice'));
    await a.next();
    expect(ctx.services.realtime.openStreams()).toBe(1);
    a.close();
    await expect.poll(() => ctx.services.realtime.openStreams()).toBe(0);
  });
});
