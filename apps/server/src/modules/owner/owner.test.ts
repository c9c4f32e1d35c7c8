import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  postLogin,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount, placeOrder } from '../../../test/orders-fixture.ts';

/** The owner's Sellers API (DESIGN §5), on PGlite through the real app. */

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signedInRoller>>;
let seller: Awaited<ReturnType<typeof signedInRoller>>;
let sellerId: number;
let ownerId: number;

const idOf = async (code: string) => (await ctx.services.auth.findRoller(code))!.id;

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await signedInRoller(ctx, 'boss');
  await ctx.services.auth.setOwner('boss');
  seller = await signedInRoller(ctx, 'sam');
  sellerId = await idOf('sam');
  ownerId = await idOf('boss');
});
afterAll(() => ctx.close());

const as = (who: { auth: Record<string, string> } | null, req: InjectOptions) =>
  ctx.app.inject({ ...req, headers: { ...who?.auth, ...req.headers } });
const sellers = async () =>
  (await as(owner, { url: '/api/owner/sellers' })).json().data.sellers as {
    code: string;
    [k: string]: unknown;
  }[];
const login = (code: string, password: string, remoteAddress: string) =>
  postLogin(ctx.app, { code, password }, remoteAddress);

describe('GET /api/owner/sellers', () => {
  it('lists every roller, the owner first, with what each sold: delivered only, refunds out', async () => {
    const gameId = await importOneOfEachGame(ctx, 'ownergame', 'Owner Game');
    const kept = await listAccount(ctx, seller, gameId, { price: 30 });
    const refunded = await listAccount(ctx, seller, gameId, { price: 45 });
    await listAccount(ctx, seller, gameId, { price: 50 });
    const pendingAccount = await listAccount(ctx, seller, gameId, { price: 60 });
    for (const account of [kept, refunded]) {
      const order = await placeOrder(ctx, account);
      const confirmed = await as(seller, {
        method: 'POST',
        url: `/api/roller/transactions/${order.id}/confirm`,
      });
      expect(confirmed.statusCode).toBe(200);
      if (account === refunded)
        await ctx.db
          .updateTable('transactions')
          .set({ status: 'refunded', refunded_at: new Date() })
          .where('id', '=', order.id)
          .execute();
    }
    // An order still waiting for payment sells nothing yet; its account is still for sale.
    await placeOrder(ctx, pendingAccount);

    const res = await as(owner, { url: '/api/owner/sellers' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.sellers;
    expect(list.map((s: { code: string }) => s.code)).toEqual(['boss', 'sam']);
    expect(list[0]).toMatchObject({
      id: ownerId,
      code: 'boss',
      name: 'Roller boss',
      email: null,
      is_owner: true,
      disabled: false,
      accounts_for_sale: 0,
      accounts_sold: 0,
      income: 0,
    });
    expect(list[1]).toEqual({
      id: sellerId,
      code: 'sam',
      name: 'Roller sam',
      email: null,
      is_owner: false,
      disabled: false,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      accounts_for_sale: 2,
      accounts_sold: 1,
      income: 30,
    });
  });
});

describe('POST /api/owner/sellers', () => {
  it('creates a seller whose generated password, shown once, signs in', async () => {
    const res = await as(owner, {
      method: 'POST',
      url: '/api/owner/sellers',
      payload: { code: 'newbie', name: 'New Bie' },
    });
    expect(res.statusCode).toBe(201);
    const { seller: created, password } = res.json().data;
    expect(created).toMatchObject({
      code: 'newbie',
      name: 'New Bie',
      is_owner: false,
      disabled: false,
      accounts_for_sale: 0,
      accounts_sold: 0,
      income: 0,
    });
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await login('newbie', password, '10.9.0.1')).statusCode).toBe(200);
    expect((await sellers()).map((s) => s.code)).toContain('newbie');
    // The shop keeps only the hash: the list never carries it again.
    expect(JSON.stringify(await sellers())).not.toContain(password);
  });

  it.each([
    [{ code: 'Up', name: 'X' }, 'code', /lowercase letters and digits/],
    [{ code: 'a.b', name: 'X' }, 'code', /lowercase letters and digits/],
    [{ code: '', name: 'X' }, 'code', /code/],
    [{ code: 'x'.repeat(33), name: 'X' }, 'code', /code/],
    [{ code: 'okcode', name: '' }, 'name', /name/],
    [{ code: 'okcode' }, 'name', /name is required/],
    [{ code: 'okcode', name: 'X', password: 'chosen-by-me' }, 'password', /password/],
  ])('refuses %j with 400 naming %s, creating nothing', async (payload, field, message) => {
    const before = (await sellers()).length;
    const res = await as(owner, { method: 'POST', url: '/api/owner/sellers', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field, message: expect.stringMatching(message) });
    expect((await sellers()).length).toBe(before);
  });

  it('refuses a taken code with 409 ROLLER_CODE_TAKEN', async () => {
    const res = await as(owner, {
      method: 'POST',
      url: '/api/owner/sellers',
      payload: { code: 'sam', name: 'Another Sam' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ROLLER_CODE_TAKEN', field: 'code' });
    expect((await sellers()).find((s) => s.code === 'sam')!.name).toBe('Roller sam');
  });
});

describe('disable, enable and reset', () => {
  it('a disabled seller is signed out at once and told so at sign-in; enabled, signs in again', async () => {
    const mia = await signedInRoller(ctx, 'mia');
    const miaId = await idOf('mia');
    const disabled = await as(owner, {
      method: 'POST',
      url: `/api/owner/sellers/${miaId}/disable`,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data).toMatchObject({ id: miaId, code: 'mia', disabled: true });
    expect((await as(mia, { url: '/api/roller' })).statusCode).toBe(401);
    const refused = await login('mia', mia.password, '10.9.1.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'ROLLER_DISABLED',
      message: 'This seller account is disabled',
    });
    // Again: nothing changes, and it still answers the seller.
    const twice = await as(owner, { method: 'POST', url: `/api/owner/sellers/${miaId}/disable` });
    expect(twice.json().data.disabled).toBe(true);

    const enabled = await as(owner, { method: 'POST', url: `/api/owner/sellers/${miaId}/enable` });
    expect(enabled.statusCode).toBe(200);
    expect(enabled.json().data).toMatchObject({ code: 'mia', disabled: false });
    expect((await login('mia', mia.password, '10.9.1.2')).statusCode).toBe(200);
  });

  it('the owner cannot disable themself (422) and stays signed in', async () => {
    const res = await as(owner, { method: 'POST', url: `/api/owner/sellers/${ownerId}/disable` });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'OWNER_CANNOT_DISABLE_SELF',
      message: 'You are the shop owner: you cannot disable your own account',
    });
    expect((await as(owner, { url: '/api/roller' })).statusCode).toBe(200);
    expect((await sellers()).find((s) => s.code === 'boss')!.disabled).toBe(false);
  });

  it('a reset gives a new password, shown once, and ends every session of the seller', async () => {
    const ned = await signedInRoller(ctx, 'ned');
    const nedId = await idOf('ned');
    const res = await as(owner, { method: 'POST', url: `/api/owner/sellers/${nedId}/password` });
    expect(res.statusCode).toBe(200);
    const { seller: reset, password } = res.json().data;
    expect(reset).toMatchObject({ id: nedId, code: 'ned' });
    expect(password).toMatch(/^[\w-]{16}$/);
    expect((await as(ned, { url: '/api/roller' })).statusCode).toBe(401);
    expect((await login('ned', ned.password, '10.9.2.1')).statusCode).toBe(401);
    expect((await login('ned', password, '10.9.2.2')).statusCode).toBe(200);
  });

  it('the owner changes their own password under Change Password, not here (422)', async () => {
    const res = await as(owner, { method: 'POST', url: `/api/owner/sellers/${ownerId}/password` });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('OWNER_OWN_PASSWORD');
    expect((await as(owner, { url: '/api/roller' })).statusCode).toBe(200);
  });

  it.each(['disable', 'enable', 'password'])(
    '%s: an unknown id is 404, a bad one 400',
    async (verb) => {
      const missing = await as(owner, { method: 'POST', url: `/api/owner/sellers/999999/${verb}` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        code: 'ROLLER_NOT_FOUND',
        message: 'Seller not found',
      });
      const bad = await as(owner, { method: 'POST', url: `/api/owner/sellers/abc/${verb}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().field).toBe('id');
    },
  );
});

describe('only the owner', () => {
  const routes = () => [
    { method: 'GET' as const, url: '/api/owner/sellers' },
    { method: 'POST' as const, url: '/api/owner/sellers', payload: { code: 'sneaky', name: 'S' } },
    { method: 'POST' as const, url: `/api/owner/sellers/${ownerId}/disable` },
    { method: 'POST' as const, url: `/api/owner/sellers/${sellerId}/enable` },
    { method: 'POST' as const, url: `/api/owner/sellers/${ownerId}/password` },
  ];

  it('a seller gets 403 OWNER_ONLY on every owner route, and nothing changes', async () => {
    const before = JSON.stringify(await sellers());
    for (const req of routes()) {
      const res = await as(seller, req);
      expect(res.statusCode, `${req.method} ${req.url}`).toBe(403);
      expect(res.json()).toMatchObject({ code: 'OWNER_ONLY' });
    }
    expect(JSON.stringify(await sellers())).toBe(before);
    expect((await as(owner, { url: '/api/roller' })).statusCode).toBe(200);
  });

  it('without a token, or with a bad one, every owner route is 401', async () => {
    for (const req of routes()) {
      expect((await as(null, req)).statusCode).toBe(401);
      const bogus = await ctx.app.inject({
        ...req,
        headers: { authorization: 'Bearer not-a-session' },
      });
      expect(bogus.statusCode).toBe(401);
    }
  });

  it('ownership moved elsewhere: the former owner is refused at once', async () => {
    await ctx.services.auth.setOwner('sam');
    try {
      expect((await as(owner, { url: '/api/owner/sellers' })).statusCode).toBe(403);
      expect((await as(seller, { url: '/api/owner/sellers' })).statusCode).toBe(200);
    } finally {
      await ctx.services.auth.setOwner('boss');
    }
  });
});
