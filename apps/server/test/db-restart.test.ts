import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, importOneOfEachGame, type TestContext } from './helpers.ts';
import { eventually } from './eventually.ts';
import { input, postAccount } from '../src/modules/accounts/backoffice-fixture.ts';
import {
  countRows,
  listInbox,
  openMailShop,
  type MailShop,
} from '../src/modules/mail/mail-fixture.ts';

/**
 * Issue 12 faults: PostgreSQL goes away under load and comes back. Meanwhile `/api/health` says
 * the database is down and requests answer 503 with Retry-After (never a 500, never a crash);
 * afterwards the same process serves again without a restart. The database sits behind a TCP
 * proxy the test cuts (every connection dropped, new ones refused) and reopens, which is what
 * clients see of a server restart. PostgreSQL only: PGlite lives inside the process.
 */
const upstream = process.env.TEST_DATABASE_URL;

/** A TCP proxy to the real server that can be cut and restored on the same port. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const open = () =>
    net.createServer((client) => {
      const server = net.connect(Number(target.port || 5432), target.hostname);
      for (const s of [client, server]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      client.pipe(server).pipe(client);
    });
  let listener = open();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as AddressInfo).port;
  return {
    port,
    async cut() {
      await new Promise<void>((resolve) => {
        listener.close(() => resolve());
        for (const s of sockets) s.destroy();
      });
    },
    async restore() {
      listener = open();
      await new Promise<void>((resolve) => listener.listen(port, '127.0.0.1', resolve));
    },
    close: () => new Promise<void>((resolve) => listener.close(() => resolve())),
  };
}

/** How long the shop may take to notice the database leave or come back. */
const OUTAGE_WAIT = { timeoutMs: 20_000, intervalMs: 100 };

describe.runIf(Boolean(upstream))('PostgreSQL restarted under load', () => {
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  let ctx: TestContext;
  let gameId: number;
  /** A second shop on the same proxy, with its MX and a roller, for writes during the outage. */
  let shop: MailShop;

  beforeAll(async () => {
    const target = new URL(upstream!);
    proxy = await cuttableProxy(target);
    const viaProxy = new URL(upstream!);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    process.env.TEST_DATABASE_URL = viaProxy.toString();
    ctx = await createTestContext({ LISTING_CACHE: '0' });
    gameId = await importOneOfEachGame(ctx, 'restart', 'Restart Game');
    shop = await openMailShop();
  });
  afterAll(async () => {
    process.env.TEST_DATABASE_URL = upstream;
    await shop.close();
    await ctx.close();
    await proxy.close();
  });

  it('answers 503 while the database is away and serves again once it is back', async () => {
    const health = () => ctx.app.inject({ url: '/api/health' });
    const listing = () => ctx.app.inject({ url: `/api/games/${gameId}/accounts?sort=price_asc` });
    expect((await health()).statusCode).toBe(200);

    // Load running through the whole outage.
    const statuses: number[] = [];
    let running = true;
    const load = (async () => {
      while (running) statuses.push((await listing()).statusCode);
    })();

    await proxy.cut();
    await eventually(
      'health to say the database is down',
      async () => (await health()).statusCode === 503,
      OUTAGE_WAIT,
    );
    const down = await health();
    expect(down.json().data.db).toBe('down');
    const refused = await ctx.app.inject({ url: `/api/games/${gameId}` });
    expect([200, 503]).toContain(refused.statusCode);

    await proxy.restore();
    await eventually(
      'health to recover',
      async () => (await health()).statusCode === 200,
      OUTAGE_WAIT,
    );
    running = false;
    await load;
    expect((await listing()).statusCode).toBe(200);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
  });

  it('accepts no write it cannot store while the database is away, and takes it when retried', async () => {
    const health = () => shop.ctx.app.inject({ url: '/api/health' });
    const mail = {
      to: 'alice.moon01@shop.test',
      subject: 'Code 482913',
      text: 'Your code is 482913',
    };
    const saveAccount = () =>
      postAccount(
        shop.ctx,
        shop.gameId,
        shop.alice.auth,
        input({ email: 'outage01', description: 'Written during the outage' }),
      );
    const accountsBefore = await accountCount();
    const mailBefore = await countRows(shop.ctx, 'mail_messages');

    await proxy.cut();
    try {
      await eventually(
        'health to say the database is down',
        async () => (await health()).statusCode === 503,
        OUTAGE_WAIT,
      );
      // The sender is told to try again (4xx), never 250 for a message that was not stored.
      const refused = await shop.send(mail).then(
        () => null,
        (err: { responseCode?: number }) => err.responseCode ?? 0,
      );
      expect(refused).toBeGreaterThanOrEqual(400);
      expect(refused).toBeLessThan(500);
      const write = await saveAccount();
      expect(write.statusCode).toBe(503);
      expect(write.json().code).toBeTypeOf('string');
    } finally {
      await proxy.restore();
    }
    await eventually(
      'health to recover',
      async () => (await health()).statusCode === 200,
      OUTAGE_WAIT,
    );

    // Nothing of the refused attempts was kept; the retries are, once each.
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(mailBefore);
    expect(await accountCount()).toBe(accountsBefore);
    await shop.send(mail);
    const again = await saveAccount();
    expect(again.statusCode).toBe(201);
    expect(await countRows(shop.ctx, 'mail_messages')).toBe(mailBefore + 1);
    const inbox = await listInbox(shop.ctx, shop.alice.auth);
    expect(inbox.emails.filter((e) => e.subject === mail.subject)).toHaveLength(1);
    expect(await accountCount()).toBe(accountsBefore + 1);
  });

  const accountCount = async () =>
    Number(
      (
        await shop.ctx.db
          .selectFrom('accounts')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
});
