import { expect } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listAccount } from '../../../test/orders-fixture.ts';

/**
 * For the tests of a disabled seller's shop going dark (decision 0039, "Disabling a seller"): their accounts leave
 * the listing, the game cards' counts, their pages and the checkout, whichever source answers the
 * listing; their unpaid orders are cancelled and their sub-roller links stop, while what buyers
 * bought stays theirs. Enabled again, everything is back.
 */

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
export type App = TestContext['app'];
export type Roller = Awaited<ReturnType<typeof signedInRoller>>;

let address = 0;
/** Purchases are limited per client address: each here comes from one of its own. */
export const purchase = (app: App, accountId: number) =>
  app.inject({
    method: 'POST',
    url: '/api/transaction',
    payload: { account_id: accountId, name: 'Mina Park', email: 'mina@example.com', note: '' },
    remoteAddress: `10.39.${Math.floor(++address / 250)}.${address % 250}`,
  });

/** The public listing of a game as a visitor sees it: ids in order, total, who answered. */
export async function listed(app: App, gameId: number) {
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
export async function forSale(app: App, gameId: number): Promise<number> {
  const res = await app.inject({ url: '/api/games' });
  return res.json().data.find((g: { id: number }) => g.id === gameId).for_sale;
}

export const detail = (app: App, gameId: number, accountId: number) =>
  app.inject({ url: `/api/games/${gameId}/accounts/${accountId}` });

export async function setSeller(
  ctx: TestContext,
  owner: Roller,
  id: number,
  verb: 'disable' | 'enable',
) {
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
export async function openShop(env: Record<string, string> = {}) {
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
export const NOT_FOR_SALE = {
  code: 'ACCOUNT_NOT_FOUND',
  message: 'Account not found or has been sold',
};
