import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  signedInRoller,
  type TestContext,
  importOneOfEachGame,
} from '../../../test/helpers.ts';
import { PUBLIC_COUNT_CAP } from '@shop/contract';
import { listingAccount } from './listing-fixture.ts';
import { createAccountsRepo } from './repo.ts';

const ACCOUNTS = PUBLIC_COUNT_CAP + 50;
let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  // The listing cache off: every answer below comes from the query itself.
  ctx = await createTestContext({ LISTING_CACHE: '0' });
  gameId = await importOneOfEachGame(ctx, 'countless', 'Countless');
  seller = await signedInRoller(ctx, 'seller');
  const sellerId = (await ctx.services.auth.findRoller('seller'))!.id;
  const rows = Array.from({ length: ACCOUNTS }, (_, i) =>
    listingAccount(gameId, sellerId, `C-${i}`, {
      description: `Account ${i}`,
      price: 10 + i,
      images: ['/uploads/cover.webp', '/uploads/second.webp'],
      login_email: `player${i}`,
      characters: [{ character: 'lyra', copies: 1, level: 40 }],
      weapons: [{ weapon: 'blade', copies: 0, level: 20 }],
      warranty_days: 5,
    }),
  );
  await createAccountsRepo(ctx.db).insertMany(rows);
});
afterAll(() => ctx.close());

const page = async (query: string, headers?: Record<string, string>) => {
  const res = await ctx.app.inject({ url: `/api/games/${gameId}/accounts?${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('the public listing counts up to a cap', () => {
  it(`says ${PUBLIC_COUNT_CAP} and total_capped when there are more`, async () => {
    const first = await page('limit=24');
    expect(first).toMatchObject({ total: PUBLIC_COUNT_CAP, total_capped: true, page: 1 });
    expect(first.accounts).toHaveLength(24);
  });

  it('counts past the cap as the pages go, so Next stays possible up to the last page', async () => {
    // Page 5 starts at 96: counted up to one past its end (121), still a lower bound.
    expect(await page('limit=24&page=5')).toMatchObject({ total: 121, total_capped: true });
    const last = await page('limit=24&page=7');
    expect(last).toMatchObject({ total: ACCOUNTS, total_capped: false });
    expect(last.accounts).toHaveLength(ACCOUNTS - 6 * 24);
    expect(await page('limit=24&page=99')).toMatchObject({
      accounts: [],
      total: ACCOUNTS,
      total_capped: false,
    });
  });

  it('gives exact totals up to the cap', async () => {
    // Prices 10..109: exactly the cap's worth of matches is not "more".
    expect(await page('max_price=109')).toMatchObject({ total: 100, total_capped: false });
    expect(await page('max_price=110')).toMatchObject({ total: 100, total_capped: true });
    expect(await page('max_price=50')).toMatchObject({ total: 41, total_capped: false });
  });

  it("gives a seller's own listing its exact total", async () => {
    expect(await page('prefix=seller&limit=10', seller.auth)).toMatchObject({
      total: ACCOUNTS,
      total_capped: false,
    });
  });

  it('sends what a card shows: every image, the items with their copies, no levels', async () => {
    const [card] = (await page('sort=price_asc&limit=1')).accounts;
    expect(card).toEqual({
      id: expect.any(Number),
      game_id: gameId,
      server_name: 'Asia',
      banner_guarantee: false,
      code: 'C-0',
      description: 'Account 0',
      price: 10,
      images: ['/uploads/cover.webp', '/uploads/second.webp'],
      gender: 'F',
      characters: [{ character: 'lyra', copies: 1 }],
      weapons: [{ weapon: 'blade', copies: 0 }],
      warranty_days: 5,
      created_at: expect.any(String),
    });
  });

  it('with LISTING_CACHE=0 a change made behind the services shows once the database tells', async () => {
    const before = (await page('sort=price_asc&limit=1')).accounts[0];
    await ctx.db.updateTable('accounts').set({ price: 5 }).where('id', '=', before.id).execute();
    // The listing index hears of it through NOTIFY (listing-indexes.ts), within milliseconds.
    await expect
      .poll(async () => (await page('sort=price_asc&limit=1')).accounts[0])
      .toMatchObject({ id: before.id, price: 5 });
  });
});
