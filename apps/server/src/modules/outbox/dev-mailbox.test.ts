import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevMail } from '@shop/contract';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { loadConfig } from '../../config/load.ts';
import { devMailboxStatus } from './dev-mailbox.ts';
import { enqueueMail } from './outbox-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  for (const [to, subject] of [
    ['ana@example.com', 'First'],
    ['Bob@Example.com', 'Second'],
    ['ana@example.com', 'Third'],
  ] as const) {
    // One transaction each, as services write them.
    await ctx.db
      .transaction()
      .execute((trx) =>
        enqueueMail(trx, { to, subject, text: `${subject} text`, html: `<p>${subject}</p>` }),
      );
  }
  // Not sent yet: the dev mailbox lists what the worker delivered, not what is queued.
  expect((await ctx.app.inject({ url: '/api/dev/mailbox' })).json()).toEqual({
    status: 'success',
    data: [],
  });
  await ctx.services.outbox.drainOnce();
});
afterAll(() => ctx.close());

const list = async (query = '') => {
  const res = await ctx.app.inject({ url: `/api/dev/mailbox${query}` });
  return { status: res.statusCode, body: res.json() as { data: DevMail[] } };
};

describe('GET /api/dev/mailbox (SMTP_URL unset, loopback HOST)', () => {
  it('lists delivered mails newest first with their text and HTML bodies', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data.map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
    expect(body.data[1]).toEqual({
      id: expect.any(Number),
      to: 'Bob@Example.com',
      subject: 'Second',
      text: 'Second text',
      html: '<p>Second</p>',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('filters by recipient, exact address, ignoring case', async () => {
    expect((await list('?to=ANA@example.com')).body.data.map((m) => m.subject)).toEqual([
      'Third',
      'First',
    ]);
    expect((await list('?to=bob@example.com')).body.data.map((m) => m.subject)).toEqual(['Second']);
    expect((await list('?to=ana@example.co')).body.data).toEqual([]);
  });

  it('refuses a recipient filter that is not an address, naming the field', async () => {
    const res = await ctx.app.inject({ url: '/api/dev/mailbox?to=not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field: 'to' });
  });
});

/** What the same GET answers on a path that does not exist: the dev mailbox must not differ. */
async function unknownRoute(app: TestContext['app'], headers: Record<string, string> = {}) {
  const res = await app.inject({ url: '/api/dev/mailbox-none', headers });
  const body = res.json() as { message: string };
  return { status: res.statusCode, body: { ...body, message: body.message.replace('-none', '') } };
}

describe('GET /api/dev/mailbox through a proxy', () => {
  it.each<Record<string, string>>([
    { 'x-forwarded-for': '203.0.113.5' },
    { forwarded: 'for=203.0.113.5;host=shop.example;proto=https' },
    { 'x-real-ip': '203.0.113.5' },
    { 'X-Forwarded-For': '127.0.0.1', host: 'shop.example' },
    { via: '1.1 proxy.example' },
    { 'x-forwarded-host': 'shop.example' },
    { 'x-forwarded-proto': 'https' },
    { 'cf-connecting-ip': '203.0.113.5' },
    { 'true-client-ip': '203.0.113.5' },
    { 'cdn-loop': 'cloudflare' },
  ])(
    'answers %j with the 404 of a route that does not exist, and changes nothing',
    async (headers) => {
      const before = await ctx.db.selectFrom('dev_mailbox').selectAll().execute();
      const res = await ctx.app.inject({ url: '/api/dev/mailbox?to=ana@example.com', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'NOT_FOUND',
        message: 'No route GET /api/dev/mailbox',
      });
      expect({ status: res.statusCode, body: res.json() as unknown }).toEqual(
        await unknownRoute(ctx.app, headers),
      );
      expect(res.body).not.toContain('First');
      expect(await ctx.db.selectFrom('dev_mailbox').selectAll().execute()).toEqual(before);
      // Asked directly, the same mailbox still answers.
      expect((await list()).body.data).toHaveLength(3);
    },
  );
});

describe('GET /api/dev/mailbox forced on with DEV_MAILBOX=1 behind a trusted proxy', () => {
  it('serves a direct request and refuses a forwarded one', async () => {
    const forced = await createTestContext({ DEV_MAILBOX: '1', TRUST_PROXY: '1' });
    try {
      expect(forced.config.devMailbox).toBe(true);
      expect((await forced.app.inject({ url: '/api/dev/mailbox' })).statusCode).toBe(200);
      const proxied = await forced.app.inject({
        url: '/api/dev/mailbox',
        headers: { 'x-forwarded-for': '203.0.113.5' },
      });
      expect(proxied.statusCode).toBe(404);
      expect(proxied.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await forced.close();
    }
  });
});

describe.each([
  ['TRUST_PROXY=1', { TRUST_PROXY: '1' }],
  ['a public PUBLIC_URL', { PUBLIC_URL: 'https://shop.example' }],
])('GET /api/dev/mailbox with %s', (_, env) => {
  it('answers 404 even to a direct request', async () => {
    const proxied = await createTestContext(env);
    try {
      const res = await proxied.app.inject({ url: '/api/dev/mailbox' });
      expect({ status: res.statusCode, body: res.json() as unknown }).toEqual(
        await unknownRoute(proxied.app),
      );
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /api/dev/mailbox with SMTP_URL set', () => {
  it('answers 404 exactly like an unknown route, and is not documented', async () => {
    const relay = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:2' });
    try {
      const res = await relay.app.inject({ url: '/api/dev/mailbox' });
      const unknown = await relay.app.inject({ url: '/api/dev/no-such-thing' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        status: 'error',
        code: 'NOT_FOUND',
        message: 'No route GET /api/dev/mailbox',
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({
        ...res.json(),
        message: 'No route GET /api/dev/no-such-thing',
      });
      const doc = (await relay.app.inject({ url: '/api/docs/json' })).json() as {
        paths: Record<string, unknown>;
      };
      expect(doc.paths['/api/dev/mailbox']).toBeUndefined();
    } finally {
      await relay.close();
    }
  });
});

describe('the start line on the dev mailbox', () => {
  const status = (env: Record<string, string>) =>
    devMailboxStatus(loadConfig({ SECRET_KEY: '33'.repeat(32), ...env }));

  it('gives its address and why it is on, or why it is off', () => {
    expect(status({ PORT: '3000' })).toBe(
      'dev mailbox at http://localhost:3000/dev/mailbox (SMTP_URL is unset and HOST and PUBLIC_URL are on loopback)',
    );
    expect(
      status({ DEV_MAILBOX: '1', TRUST_PROXY: '1', PUBLIC_URL: 'http://127.0.0.1:8080/' }),
    ).toBe(
      'dev mailbox at http://127.0.0.1:8080/dev/mailbox (DEV_MAILBOX=1; requests that came through a proxy are refused)',
    );
    expect(status({ TRUST_PROXY: '1' })).toMatch(
      /^dev mailbox off \(TRUST_PROXY=1 says a proxy reaches the shop; outbound mail is stored, not sent: set SMTP_URL/,
    );
    expect(status({ PUBLIC_URL: 'https://shop.example' })).toMatch(
      /^dev mailbox off \(PUBLIC_URL \(https:\/\/shop\.example\) is not on loopback/,
    );
    expect(status({ SMTP_URL: 'smtp://relay:25' })).toBe(
      'dev mailbox off (SMTP_URL is set, mail goes to the relay)',
    );
  });
});
