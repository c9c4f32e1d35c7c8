import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  secondInstance,
  signedInRoller,
  type TestContext,
} from './helpers.ts';
import { buyer, listAccount, queuedMails } from './orders-fixture.ts';
import {
  alertMails,
  importAlertGame,
  listTerms,
  subscribeConfirmed,
} from '../src/modules/alerts/alerts-fixture.ts';

/**
 * Two shop instances on one PostgreSQL (DESIGN §2: N identical instances): a purchase race
 * split across both still sells once. Embedded PGlite is one process's database, so this
 * runs where TEST_DATABASE_URL names a server (the CI's PostgreSQL stage).
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('two instances on one PostgreSQL', () => {
  let a: TestContext;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  let b: typeof second.app;
  let bServices: typeof second.services;

  beforeAll(async () => {
    a = await createTestContext();
    second = await secondInstance(a);
    ({ app: b, services: bServices } = second);
  });
  afterAll(async () => {
    await second.close();
    await a.close();
  });

  it('200 concurrent purchases split across both instances: one 201, 199 409, one invoice', async () => {
    const gameId = await importOneOfEachGame(a, 'twin', 'Twin Game');
    const seller = await signedInRoller(a, 'twin');
    const id = await listAccount(a, seller, gameId, { price: 90 });
    const before = (await queuedMails(a)).length;
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? a.app : b).inject({
          method: 'POST',
          url: '/api/transaction',
          payload: { account_id: id, ...buyer, email: `twin${i}@example.com` },
          remoteAddress: `10.7.${Math.floor(i / 200)}.${i % 200}`,
        }),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(199);
    const invoices = (await queuedMails(a))
      .slice(before)
      .filter((m) => m.subject.startsWith('Invoice'));
    expect(invoices).toHaveLength(1);
    // Either instance expiring the same invoices does each once.
    await sql`update transactions set expires_at = now() - interval '1 second' where account_id = ${id}`.execute(
      a.db,
    );
    const [x, y] = await Promise.all([a.services.orders.expireDue(), bServices.orders.expireDue()]);
    expect(x + y).toBe(1);
  });

  it('two instances draining one alert queue send one mail per (subscription, account)', async () => {
    const gameId = await importAlertGame(a, 'twinalerts');
    const seller = await signedInRoller(a, 'twinalerts');
    for (let i = 0; i < 6; i++) {
      const res = await subscribeConfirmed(a, { email: `twin${i}@example.com`, game_id: gameId });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (let i = 0; i < 8; i++) await listTerms(a, seller, gameId, { price: 20 + i });
    await Promise.all([
      a.services.alerts.matchQueued(),
      bServices.alerts.matchQueued(),
      a.services.alerts.matchQueued(),
      bServices.alerts.matchQueued(),
    ]);
    const mails = (await alertMails(a)).filter((m) => m.to_address.startsWith('twin'));
    const pairs = mails.map((m) => `${m.to_address} ${/accounts\/(\d+)/.exec(m.text_body)![1]}`);
    expect(pairs).toHaveLength(6 * 8);
    expect(new Set(pairs).size).toBe(6 * 8);
  });
});
