import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bareGame } from '../../../test/catalog-fixture.ts';
import type { TestContext } from '../../../test/helpers.ts';
import { input, openBackofficeShop, postAccount, type Seller } from './backoffice-fixture.ts';

let ctx: TestContext;
let gameId: number;
let alice: Seller;
let emptyGameId: number;

beforeAll(async () => {
  ({ ctx, gameId, alice } = await openBackofficeShop());
  const [empty] = await ctx.services.catalog.importCatalog({
    games: [bareGame({ slug: 'starless', name: 'Starless' })],
  });
  emptyGameId = empty!.id;
});
afterAll(() => ctx.close());

const forSale = async () => {
  const res = await ctx.app.inject({ url: '/api/games' });
  expect(res.statusCode).toBe(200);
  const games = res.json().data as { id: number; for_sale: number }[];
  return new Map(games.map((g) => [g.id, g.for_sale]));
};

const create = async (email: string) => {
  const res = await postAccount(ctx, gameId, alice.auth, input({ email }));
  expect(res.statusCode).toBe(201);
  return (res.json().data as { id: number }).id;
};

describe('GET /api/games for_sale', () => {
  it('counts each game’s available accounts: neither reserved nor sold ones, and zero for none', async () => {
    expect(await forSale()).toEqual(
      new Map([
        [gameId, 0],
        [emptyGameId, 0],
      ]),
    );
    const sold = await create('stock01');
    const reserved = await create('stock02');
    await create('stock03');
    await ctx.db.updateTable('accounts').set({ status: 'sold' }).where('id', '=', sold).execute();
    await ctx.db
      .updateTable('accounts')
      .set({ status: 'reserved' })
      .where('id', '=', reserved)
      .execute();
    // A seller's save drops the kept count at once, so the fourth shows without waiting.
    await create('stock04');
    const counts = await forSale();
    expect(counts.get(gameId)).toBe(2);
    expect(counts.get(emptyGameId)).toBe(0);
  });
});
