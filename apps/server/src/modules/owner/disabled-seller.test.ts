import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { systemClock } from '../../lib/clock.ts';
import { eventually } from '../../../test/eventually.ts';
import {
  createTestContext,
  importOneOfEachGame,
  secondInstance,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { asSub, openReadersShop, type ReadersShop } from '../../../test/mail-readers-fixture.ts';
import { listAccount, placeOrder } from '../../../test/orders-fixture.ts';

/**
 * A disabled seller's shop goes dark (decision 0039, "Disabling a seller"): their accounts leave
 * the listing, the game cards' counts, their pages and the checkout, whichever source answers the
 * listing; their unpaid orders are cancelled and their sub-roller links stop, while what buyers
 * bought stays theirs. Enabled again, everything is back.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
type App = TestContext['app'];
type Roller = Awaited<ReturnType<typeof signedInRoller>>;

let address = 0;
/** Purchases are limited per client address: each here comes from one of its own. */
const purchase = (app: App, accountId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload: { account_id: accountId, name: 'Mina Park', email: 'mina@example.com', note: '' },
    remoteAddress: `10.39.${Math.floor(++address / 250)}.${address % 250}`,
  });

/** The public listing of a game as a visitor sees it: ids in order, total, who answered. */
async function listed(app: App, gameId: number) {
  const res = await app.inject({ url: `/api/games/${gameId}/accounts?sort=price_asc` });
  expect(res.statusCode).toBe(200);
  const data = res.json().data;
  return {
    ids: data.accounts.map((a: { id: number }) => a.id) as number[],
    total: data.total as number,
    source: res.headers['server-timing'],
  };
}

/** The home page's count of the game's accounts for sale. */
async function forSale(app: App, gameId: number): Promise<number> {
  const res = await app.inject({ url: '/api/games' });
  return res.json().data.find((g: { id: number }) => g.id === gameId).for_sale;
}

const detail = (app: App, gameId: number, accountId: number) =>
  app.inject({ url: `/api/games/${gameId}/accounts/${accountId}` });

async function setSeller(ctx: TestContext, owner: Roller, id: number, verb: 'disable' | 'enable') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/owner/sellers/${id}/${verb}`,
    headers: owner.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().data.disabled).toBe(verb === 'disable');
}

/**
 * The owner boss, sam (the seller to disable) and kim: sam has two accounts and kim one in the
 * game `shown`, searched from the start; in `later`, searched first after the disabling, one each.
 */
async function openShop(env: Record<string, string> = {}) {
  const ctx = await createTestContext(env);
  const owner = await signedInRoller(ctx, 'boss');
  await ctx.services.auth.setOwner('boss');
  const sam = await signedInRoller(ctx, 'sam');
  const kim = await signedInRoller(ctx, 'kim');
  const samId = (await ctx.services.auth.findRoller('sam'))!.id;
  const shown = await importOneOfEachGame(ctx, 'shown', 'Shown');
  const later = await importOneOfEachGame(ctx, 'later', 'Later');
  const accounts = {
    sam: [
      await listAccount(ctx, sam, shown, { price: 20 }),
      await listAccount(ctx, sam, shown, { price: 30 }),
    ],
    kim: await listAccount(ctx, kim, shown, { price: 25 }),
    samLater: await listAccount(ctx, sam, later, { price: 40 }),
    kimLater: await listAccount(ctx, kim, later, { price: 45 }),
  };
  return { ctx, owner, kim, samId, shown, later, accounts };
}

/** The answer an account that is not for sale gets: the same for a page and a purchase. */
const NOT_FOR_SALE = { code: 'ACCOUNT_NOT_FOUND', message: 'Account not found or has been sold' };

describe.each([
  ['index and cache on (as deployed)', {}],
  ['index on, cache off', { LISTING_CACHE: '0' }],
  ['index off (SQL), cache on', { LISTING_INDEX: '0' }],
  ['index off (SQL), cache off', { LISTING_INDEX: '0', LISTING_CACHE: '0' }],
])('a disabled seller’s accounts, %s', (_, env: Record<string, string>) => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  const indexed = env.LISTING_INDEX !== '0';
  beforeAll(async () => {
    shop = await openShop(env);
  });
  afterAll(() => shop.ctx.close());

  it('leave the listing, the counts, their pages and the checkout at once; enabled, they are back', async () => {
    const { ctx, owner, samId, shown, accounts } = shop;
    const everyone = [accounts.sam[0]!, accounts.kim, accounts.sam[1]!];
    const source = indexed ? 'search;desc=index' : 'search;desc=sql';
    // The listing as this instance answers it, its pages and counts cached where that is on.
    const before = await eventually('the listing from its source', async () => {
      const page = await listed(ctx.app, shown);
      return page.source === source && page;
    });
    expect(before).toMatchObject({ ids: everyone, total: 3 });
    expect(await forSale(ctx.app, shown)).toBe(3);
    expect((await detail(ctx.app, shown, accounts.sam[0]!)).statusCode).toBe(200);

    await setSeller(ctx, owner, samId, 'disable');
    // No wait: this instance's next answers already leave sam's accounts out.
    expect(await listed(ctx.app, shown)).toEqual({ ids: [accounts.kim], total: 1, source });
    expect(await forSale(ctx.app, shown)).toBe(1);
    for (const id of accounts.sam) {
      const page = await detail(ctx.app, shown, id);
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject(NOT_FOR_SALE);
      const bought = await purchase(ctx.app, id);
      expect(bought.statusCode).toBe(404);
      expect(bought.json()).toMatchObject(NOT_FOR_SALE);
    }
    // As an account that is not for sale at all answers.
    const none = await detail(ctx.app, shown, 999_999);
    expect((await detail(ctx.app, shown, accounts.sam[0]!)).json()).toEqual(none.json());
    expect((await purchase(ctx.app, accounts.kim)).statusCode).toBe(201);

    await setSeller(ctx, owner, samId, 'enable');
    expect(await listed(ctx.app, shown)).toEqual({
      ids: [accounts.sam[0], accounts.sam[1]],
      total: 2,
      source,
    });
    expect(await forSale(ctx.app, shown)).toBe(2);
    expect((await detail(ctx.app, shown, accounts.sam[1]!)).statusCode).toBe(200);
    expect((await purchase(ctx.app, accounts.sam[1]!)).statusCode).toBe(201);
  });

  it('this instance follows its own change before the database announces it', async () => {
    const { ctx, samId, shown, accounts } = shop;
    const setDisabled = async (at: Date | null) => {
      await ctx.db
        .updateTable('rollers')
        .set({ disabled_at: at })
        .where('id', '=', samId)
        .execute();
      ctx.services.events.emit(at ? 'roller.disabled' : 'roller.enabled', { rollerId: samId });
    };
    // The NOTIFY is what other instances hear; held back here, only the owner service's event
    // (emitted after the commit) tells this instance's index and caches.
    await sql`alter table rollers disable trigger rollers_listing_disabled`.execute(ctx.db);
    try {
      await setDisabled(new Date());
      expect(await listed(ctx.app, shown)).toMatchObject({ ids: [], total: 0 });
      expect(await forSale(ctx.app, shown)).toBe(0);
      await setDisabled(null);
      expect(await listed(ctx.app, shown)).toMatchObject({ ids: [accounts.sam[0]], total: 1 });
      expect(await forSale(ctx.app, shown)).toBe(1);
    } finally {
      await sql`alter table rollers enable trigger rollers_listing_disabled`.execute(ctx.db);
    }
  });

  it('stay out of a game whose index loads after the disabling, and come back into it', async () => {
    const { ctx, owner, samId, later, accounts } = shop;
    await setSeller(ctx, owner, samId, 'disable');
    // The game's first search: SQL answers while its index loads.
    expect(await listed(ctx.app, later)).toEqual({
      ids: [accounts.kimLater],
      total: 1,
      source: 'search;desc=sql',
    });
    const loaded = await eventually('the loaded index', async () => {
      const page = await listed(ctx.app, later);
      return (!indexed || page.source === 'search;desc=index') && page;
    });
    expect(loaded).toMatchObject({ ids: [accounts.kimLater], total: 1 });

    await setSeller(ctx, owner, samId, 'enable');
    expect(await listed(ctx.app, later)).toMatchObject({
      ids: [accounts.samLater, accounts.kimLater],
      total: 2,
    });
  });
});

describe('a disabled seller’s orders', () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.ctx.close());

  const invoiceOf = async (order: { id: number; invoice_url: string }) => {
    const token = new URL(order.invoice_url).searchParams.get('token')!;
    const res = await shop.ctx.app.inject({
      url: `/api/transaction/${order.id}?token=${encodeURIComponent(token)}`,
    });
    return res.json().data as { status: string };
  };

  it('unpaid ones are cancelled at once, another seller’s are not; the account returns on enabling', async () => {
    const { ctx, owner, samId, shown, accounts } = shop;
    const samOrder = await placeOrder(ctx, accounts.sam[0]!);
    const kimOrder = await placeOrder(ctx, accounts.kim);
    await setSeller(ctx, owner, samId, 'disable');
    expect(await invoiceOf(samOrder)).toMatchObject({ status: 'cancelled' });
    expect(await invoiceOf(kimOrder)).toMatchObject({ status: 'pending' });
    // Released, yet still off sale while sam stays disabled.
    expect((await listed(ctx.app, shown)).ids).toEqual([]);

    await setSeller(ctx, owner, samId, 'enable');
    expect(await invoiceOf(samOrder)).toMatchObject({ status: 'cancelled' });
    expect((await listed(ctx.app, shown)).ids).toEqual([accounts.sam[0], accounts.sam[1]]);
  });
});

describe('a disabled seller’s mail links', () => {
  let shop: ReadersShop;
  let owner: Roller;
  let aliceId: number;
  const viewer = () => ['/access', '/access/info', `/access/${shop.gameMailId}`];
  const asHelper = (url: string, req: InjectOptions = {}) =>
    shop.ctx.app.inject({
      ...req,
      url: `/api/email/sub-roller${url}`,
      headers: asSub(shop.helper.token),
    });

  beforeAll(async () => {
    shop = await openReadersShop(systemClock);
    owner = await signedInRoller(shop.ctx, 'boss');
    await shop.ctx.services.auth.setOwner('boss');
    aliceId = (await shop.ctx.services.auth.findRoller('alice'))!.id;
  });
  afterAll(() => shop.close());

  it('a sub-roller link answers as a removed one’s while the seller is disabled, and works again after', async () => {
    // What a removed sub-roller's token is answered, path by path.
    const gone = await shop.generate('gone');
    await shop.removeSub('gone');
    const removed = await Promise.all(
      viewer().map((url) =>
        shop.ctx.app.inject({ url: `/api/email/sub-roller${url}`, headers: asSub(gone.token) }),
      ),
    );
    for (const url of viewer()) expect((await asHelper(url)).statusCode, url).toBe(200);

    await setSeller(shop.ctx, owner, aliceId, 'disable');
    for (const [i, url] of viewer().entries()) {
      const res = await asHelper(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual(removed[i]!.json());
      expect(res.json().code).toBe('SUB_ROLLER_TOKEN_INVALID');
    }
    const ticket = await shop.ctx.app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: asSub(shop.helper.token),
      payload: { channel: 'private-alice-helper' },
    });
    expect(ticket.statusCode).toBe(401);

    await setSeller(shop.ctx, owner, aliceId, 'enable');
    for (const url of viewer()) expect((await asHelper(url)).statusCode, url).toBe(200);
    const list = (await asHelper('/access')).json().data;
    expect(list.emails.map((e: { id: number }) => e.id)).toEqual([shop.gameMailId]);
  });

  it('a buyer’s link to the mail of the account they bought keeps working', async () => {
    const read = async () => {
      const token = shop.tokens.mina;
      const list = await shop.get(`/api/buyer/emails?token=${token}`);
      const one = await shop.get(`/api/buyer/emails/${shop.gameMailId}?token=${token}`);
      const mails = list
        .json()
        .data.accounts.flatMap((a: { emails: { id: number }[] }) => a.emails);
      return [list.statusCode, one.statusCode, mails.map((m: { id: number }) => m.id)];
    };
    const before = [200, 200, [shop.gameMailId]];
    expect(await read()).toEqual(before);
    await setSeller(shop.ctx, owner, aliceId, 'disable');
    try {
      expect(await read()).toEqual(before);
    } finally {
      await setSeller(shop.ctx, owner, aliceId, 'enable');
    }
  });
});

describe.runIf(onPostgres)('another instance', () => {
  let shop: Awaited<ReturnType<typeof openShop>>;
  let other: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    shop = await openShop();
    other = await secondInstance(shop.ctx);
  });
  afterAll(async () => {
    await other.close();
    await shop.ctx.close();
  });

  it('follows the disabling and the enabling in its loaded index, by NOTIFY', async () => {
    const { ctx, owner, samId, shown, accounts } = shop;
    const all = [accounts.sam[0], accounts.kim, accounts.sam[1]];
    await eventually('the other instance’s index', async () => {
      const page = await listed(other.app, shown);
      return page.source === 'search;desc=index' && page.ids.length === 3;
    });
    await setSeller(ctx, owner, samId, 'disable');
    await eventually('the other instance to leave sam’s accounts out', async () => {
      const page = await listed(other.app, shown);
      return page.source === 'search;desc=index' && page.ids.join() === String(accounts.kim);
    });
    expect((await purchase(other.app, accounts.sam[0]!)).statusCode).toBe(404);
    expect((await detail(other.app, shown, accounts.sam[0]!)).statusCode).toBe(404);

    await setSeller(ctx, owner, samId, 'enable');
    await eventually('the other instance to list them again', async () => {
      const page = await listed(other.app, shown);
      return page.source === 'search;desc=index' && page.ids.join() === all.join();
    });
  });
});
