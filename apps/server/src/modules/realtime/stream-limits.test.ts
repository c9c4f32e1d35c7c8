import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { sendMail, startSmtp } from '../mail/mail-fixture.ts';
import { listen, openStream, ticketFor } from './realtime-fixture.ts';
import { MAX_STREAMS_PER_ADDRESS, MAX_STREAMS_PER_LISTENER } from './service.ts';

/**
 * DESIGN §9: a realtime ticket opens one stream, and streams are capped per listener and per
 * address, so nobody can hold the instance's file descriptors that sign-in and the MX need.
 */
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let origin: string;
let alice: Awaited<ReturnType<typeof signedInRoller>>;
beforeAll(async () => {
  ctx = await createTestContext();
  smtp = await startSmtp(ctx);
  alice = await signedInRoller(ctx, 'alice', 'alice-password');
  origin = await listen(ctx.app);
});
afterAll(async () => {
  await smtp.close();
  await ctx.close();
});

/** The status of one stream attempt; the connection is closed as soon as it is known. */
function attempt(ticket: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/realtime?ticket=${encodeURIComponent(ticket)}`, (res) => {
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(): Promise<number> {
  const res = await fetch(`${origin}/api/roller/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'alice', password: 'alice-password' }),
  });
  await res.arrayBuffer();
  return res.status;
}

describe('one ticket, one stream', () => {
  it('2,000 attempts on a used ticket are refused, while sign-in and the MX keep answering', async () => {
    const ticket = await ticketFor(ctx.app, alice.auth, 'private-alice');
    const first = await openStream(origin, ticket);
    try {
      expect((await first.next()).event).toBe('ready');
      const statuses: number[] = [];
      for (let batch = 0; batch < 10; batch++) {
        // In the middle of each wave, a seller signs in and a mail is taken.
        const [answers, signedIn] = await Promise.all([
          Promise.all(Array.from({ length: 200 }, () => attempt(ticket))),
          signIn(),
          sendMail(smtp.port, { to: 'alice@shop.test', subject: `Wave ${batch}`, text: 'x' }),
        ]);
        statuses.push(...answers);
        expect(signedIn).toBe(200);
      }
      expect(statuses).toHaveLength(2000);
      expect(new Set(statuses)).toEqual(new Set([401]));
      expect(ctx.services.realtime.openStreams()).toBe(1);
      // The stream the ticket did open heard every wave's mail.
      for (let batch = 0; batch < 10; batch++)
        expect(await first.next()).toMatchObject({ data: { subject: `Wave ${batch}` } });
    } finally {
      first.close();
    }
  });
});

describe('streams per listener and per address', () => {
  it(`holds one seller to ${MAX_STREAMS_PER_LISTENER} open streams, and lets another open once one closes`, async () => {
    const streams = [];
    try {
      for (let i = 0; i < MAX_STREAMS_PER_LISTENER; i++) {
        const stream = await openStream(
          origin,
          await ticketFor(ctx.app, alice.auth, 'private-alice'),
        );
        expect((await stream.next()).event).toBe('ready');
        streams.push(stream);
      }
      const refused = await fetch(
        `${origin}/api/realtime?ticket=${encodeURIComponent(await ticketFor(ctx.app, alice.auth, 'private-alice'))}`,
      );
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ status: 'error', code: 'RATE_LIMITED' });
      // Another seller is not held back by Alice's streams.
      const bob = await signedInRoller(ctx, 'bob');
      const bobs = await openStream(origin, await ticketFor(ctx.app, bob.auth, 'private-bob'));
      expect((await bobs.next()).event).toBe('ready');
      bobs.close();

      streams.pop()!.close();
      await expect
        .poll(() => ctx.services.realtime.openStreams())
        .toBe(MAX_STREAMS_PER_LISTENER - 1);
      const again = await openStream(origin, await ticketFor(ctx.app, alice.auth, 'private-alice'));
      expect((await again.next()).event).toBe('ready');
      streams.push(again);
    } finally {
      for (const s of streams) s.close();
    }
    await expect.poll(() => ctx.services.realtime.openStreams()).toBe(0);
  });

  it(`holds one address to ${MAX_STREAMS_PER_ADDRESS} open streams, whoever listens`, async () => {
    const { realtime, auth } = ctx.services;
    const closers: Array<() => void> = [];
    const ticketOf = async (code: string) => {
      await auth.createRoller({ code, name: code, password: `${code}-password-1` });
      const roller = await auth.authenticate(
        (await auth.login({ code, password: `${code}-password-1`, ip: '10.9.0.1' })).token,
      );
      return async () =>
        (await realtime.issueTicket({ kind: 'roller', ...roller }, `private-${code}`)).ticket;
    };
    try {
      let refusal: unknown = null;
      for (let seller = 0; refusal === null; seller++) {
        const next = await ticketOf(`crowd${seller}`);
        for (let i = 0; i < 4 && refusal === null; i++)
          await realtime
            .open(
              await next(),
              () => {},
              () => {},
              '203.0.113.7',
            )
            .then(
              (close) => closers.push(close),
              (err: unknown) => (refusal = err),
            );
      }
      expect(closers).toHaveLength(MAX_STREAMS_PER_ADDRESS);
      expect(refusal).toMatchObject({ code: 'RATE_LIMITED' });
      // Another address is not held back.
      const other = await ticketOf('elsewhere');
      closers.push(
        await realtime.open(
          await other(),
          () => {},
          () => {},
          '198.51.100.4',
        ),
      );
    } finally {
      for (const close of closers) close();
    }
    expect(realtime.openStreams()).toBe(0);
  });
});
