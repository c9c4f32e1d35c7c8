import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../../test/helpers.ts';
import { listingAccount } from './listing-fixture.ts';
import { createAccountsRepo } from './repo.ts';
import { SQL_LISTING_TTL_MS } from './listing-source.ts';

/**
 * With the listing cache on (the default), the public listing the index answers is as fresh as
 * the last NOTIFY: a change made behind this instance's services (as another instance's would
 * be) shows within the poll's second, far inside the SQL cache's time to live.
 */
let ctx: TestContext;
let gameId: number;

async function cheapest() {
  const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts?sort=price_asc&limit=1` });
  expect(res.statusCode).toBe(200);
  return { source: res.headers['server-timing'], account: res.json().data.accounts[0] };
}

beforeAll(async () => {
  ctx = await createTestContext();
  gameId = await importOneOfEachGame(ctx, 'fresh', 'Fresh');
  await signedInRoller(ctx, 'seller');
  const sellerId = (await ctx.services.auth.findRoller('seller'))!.id;
  await createAccountsRepo(ctx.db).insertMany(
    [0, 1, 2].map((i) => listingAccount(gameId, sellerId, `F-${i}`, { price: 20 + i })),
  );
});
afterAll(() => ctx.close());

describe('the public listing with its cache on', () => {
  it('shows a change the database announces on the next search the index answers', async () => {
    expect(ctx.config.listingCache).toBe(true);
    await expect.poll(() => ctx.services.listingIndexes.forGame(gameId)).not.toBeNull();
    expect(await cheapest()).toMatchObject({
      source: 'search;desc=index',
      account: { code: 'F-0', price: 20 },
    });
    await ctx.db.updateTable('accounts').set({ price: 5 }).where('code', '=', 'F-2').execute();
    const started = Date.now();
    await expect.poll(async () => (await cheapest()).account).toMatchObject({ code: 'F-2' });
    expect(Date.now() - started).toBeLessThan(SQL_LISTING_TTL_MS);
  });

  it('keeps a text search, answered in SQL, for the cache’s time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const search = async () => {
      const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts?q=f-1` });
      expect(res.headers['server-timing']).toBe('search;desc=sql');
      return res.json().data.accounts.map((a: { price: number }) => a.price);
    };
    expect(await search()).toEqual([21]);
    await ctx.db.updateTable('accounts').set({ price: 7 }).where('code', '=', 'F-1').execute();
    await ctx.services.listingIndexes.settled();
    try {
      expect(await search()).toEqual([21]);
      vi.setSystemTime(Date.now() + SQL_LISTING_TTL_MS);
      expect(await search()).toEqual([7]);
    } finally {
      vi.useRealTimers();
    }
  });
});
