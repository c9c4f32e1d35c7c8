import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HealthData } from '@shop/contract';
import {
  createTestContext,
  importOneOfEachGame,
  secondInstance,
  signedInRoller,
  type TestContext,
} from './helpers.ts';
import { listAccount, placeOrder } from './orders-fixture.ts';
import { eventually } from './eventually.ts';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';
import { enqueueMail } from '../src/modules/outbox/outbox-fixture.ts';
import { startWorkers } from '../src/workers.ts';

/**
 * Two shop instances on one PostgreSQL, each running its real background job loops
 * (startWorkers, as main.ts does): each piece of work is done once in all (DESIGN §2). Embedded
 * PGlite is one process's database, so this runs where TEST_DATABASE_URL names a server.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('background jobs on two instances', () => {
  let sink: SmtpSink;
  let a: TestContext;
  let b: Awaited<ReturnType<typeof secondInstance>>;

  beforeAll(async () => {
    sink = await startSmtpSink();
    a = await createTestContext({ SMTP_URL: sink.url });
    b = await secondInstance(a);
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await sink.close();
  });

  /** Both instances' job loops, running until the returned function stops them. */
  async function bothRunning() {
    const stops = [startWorkers(a.services, a.app.log), startWorkers(b.services, b.app.log)];
    for (const shop of [a.app, b.app]) {
      const res = await shop.inject({ url: '/api/health' });
      expect((res.json() as { data: HealthData }).data.checks.workers.status).toBe('ok');
    }
    // Stopping waits for the batch in flight, so nothing is sent after this resolves.
    return () => Promise.all(stops.map((stop) => stop()));
  }

  it('a batch of queued mail is sent once in all', { timeout: 60_000 }, async () => {
    const subjects = Array.from({ length: 40 }, (_, i) => `Batch mail ${i}`);
    const stop = await bothRunning();
    try {
      // Committed by neither instance's services: both loops find it on their next poll.
      await a.db.transaction().execute(async (trx) => {
        for (const subject of subjects)
          await enqueueMail(trx, { to: 'twin@example.com', subject, text: subject, html: subject });
      });
      await eventually(
        'the outbox to drain',
        async () => (await a.services.outbox.pendingCount()) === 0,
        { timeoutMs: 30_000 },
      );
    } finally {
      await stop();
    }
    expect(sink.received.map((m) => m.subject).sort()).toEqual([...subjects].sort());
  });

  it(
    'lapsed invoices expire once in all, and their accounts are back on sale',
    { timeout: 60_000 },
    async () => {
      const gameId = await importOneOfEachGame(a, 'twinexpiry', 'Twin Expiry');
      const seller = await signedInRoller(a, 'twinexpiry');
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) ids.push(await listAccount(a, seller, gameId));
      for (const id of ids) await placeOrder(a, id);
      const expiredOn = { a: 0, b: 0 };
      const offs = [
        a.services.events.on('order.closed', (e) => e.status === 'expired' && expiredOn.a++),
        b.services.events.on('order.closed', (e) => e.status === 'expired' && expiredOn.b++),
      ];
      const stop = await bothRunning();
      try {
        await sql`update transactions set expires_at = now() - interval '1 second'
        where account_id in (${sql.join(ids)})`.execute(a.db);
        await eventually(
          'every invoice to expire',
          async () => {
            const { rows } = await sql<{ n: number }>`select count(*)::int as n from transactions
          where account_id in (${sql.join(ids)}) and status = 'pending'`.execute(a.db);
            return rows[0]!.n === 0;
          },
          { timeoutMs: 30_000 },
        );
      } finally {
        await stop();
        for (const off of offs) off();
      }
      expect(expiredOn.a + expiredOn.b).toBe(ids.length);
      const { rows } = await sql<{ status: string }>`select status from accounts
      where id in (${sql.join(ids)})`.execute(a.db);
      expect(rows.map((r) => r.status)).toEqual(ids.map(() => 'available'));
    },
  );
});
