import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_TEXT_MAX } from '@shop/contract';
import { createTestContext, signedInRoller, type TestContext } from '../../../test/helpers.ts';
import { listingAccount } from './listing-fixture.ts';
import { createAccountsRepo, type AccountInsert } from './repo.ts';

let ctx: TestContext;
let gameId: number;
let seller: Awaited<ReturnType<typeof signedInRoller>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const image = 'https://img.example/x.png';
  const [game] = await ctx.services.catalog.importCatalog({
    games: [
      {
        slug: 'wordfall',
        name: 'Wordfall',
        image,
        servers: ['asia', 'europe'].map((value) => ({ name: value, value })),
        characters: [{ name: 'Lyra', value: 'lyra', image }],
        weapons: [],
      },
    ],
  });
  gameId = game!.id;
  seller = await signedInRoller(ctx, 'seller');
  const rollerId = (await ctx.services.auth.findRoller('seller'))!.id;
  const account = (code: string, description: string, over: Partial<AccountInsert> = {}) =>
    listingAccount(gameId, rollerId, code, { description, images: [image], ...over });
  await createAccountsRepo(ctx.db).insertMany([
    account('WF-7', 'Lyra C6 with her signature bow, early starter'),
    account('WF-70', 'Whale account: every banner since launch', { server_value: 'europe' }),
    account('WF-8', 'Starter with Lyra and a signature Bow', { server_value: 'europe' }),
    account('WF-9', 'Budget starter, refund-safe login'),
  ]);
});
afterAll(() => ctx.close());

const list = (query: string) =>
  ctx.app.inject({ url: `/api/games/${gameId}/accounts?${query}`, headers: {} });

async function codes(query: string): Promise<string[]> {
  const res = await list(query);
  expect(res.statusCode).toBe(200);
  return (res.json().data.accounts as { code: string }[]).map((a) => a.code).sort();
}

describe('the listing text search (q)', () => {
  it('finds an account by its exact code, in any case, and never by a part of it', async () => {
    expect(await codes('q=wf-7')).toEqual(['WF-7']);
    expect(await codes('q=%20WF-70%20')).toEqual(['WF-70']);
    expect(await codes('q=WF-')).toEqual([]);
  });

  it('finds accounts whose description holds every word, each as a word start, any case', async () => {
    expect(await codes('q=signature%20BOW')).toEqual(['WF-7', 'WF-8']);
    expect(await codes('q=sig%20lyr')).toEqual(['WF-7', 'WF-8']);
    expect(await codes('q=starter%20whale')).toEqual([]);
    // Inside a word is no match: "ale" is not a word start of "Whale".
    expect(await codes('q=ale')).toEqual([]);
    expect(await codes('q=refund')).toEqual(['WF-9']);
  });

  it('narrows the other filters and is searched in SQL', async () => {
    expect(await codes('q=starter&servers=europe')).toEqual(['WF-8']);
    expect(await codes('q=starter&characters=lyra')).toEqual([]);
    const res = await list('q=starter&sort=price_asc');
    expect(res.headers['server-timing']).toBe('search;desc=sql');
    expect(res.json().data.total).toBe(3);
  });

  it('treats search operators and quotes as text, and a blank text as no text', async () => {
    expect(await codes(`q=${encodeURIComponent("lyra & !bow' | (:*")}`)).toEqual(['WF-7', 'WF-8']);
    expect(await codes('q=%20%20')).toEqual(['WF-7', 'WF-70', 'WF-8', 'WF-9']);
    expect(await codes('q=%26%7C')).toEqual([]);
  });

  it("searches a seller's own listing too", async () => {
    const res = await ctx.app.inject({
      url: `/api/games/${gameId}/accounts?prefix=seller&q=whale`,
      headers: seller.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.accounts.map((a: { code: string }) => a.code)).toEqual(['WF-70']);
  });

  it.each([
    ['too long', `q=${'a'.repeat(LISTING_TEXT_MAX + 1)}`],
    ['with a NUL byte', 'q=lyra%00'],
    ['with a line break', 'q=lyra%0Abow'],
  ])('refuses a text %s with 400 naming q', async (_, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field: 'q' });
  });
});
