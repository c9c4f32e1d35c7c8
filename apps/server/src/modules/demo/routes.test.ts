import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { demoCatalog } from './catalog-data.ts';
import { bareGame } from '../../../test/catalog-fixture.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0', DEMO_PASSWORD: 'demo-password-1' });
});
afterAll(() => ctx.close());

describe('demo artwork', () => {
  const banner = demoCatalog.games[0]!.image;

  it('is not served by a shop without the demo catalogue (DEMO=0), not even with a catalogue of its own', async () => {
    expect(banner).toMatch(/^\/api\/art\/game\/[a-z0-9-]+\.webp$/);
    expect((await ctx.app.inject({ url: banner })).statusCode).toBe(404);
    await ctx.services.catalog.importCatalog({
      games: [bareGame()],
    });
    const res = await ctx.app.inject({ url: banner });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'MEDIA_NOT_FOUND' });
  });

  it(
    'is served as soon as the demo catalogue is in use (`demo seed` on a running shop)',
    { timeout: 60_000 },
    async () => {
      await ctx.services.demo.seed();
      const res = await ctx.app.inject({ url: banner });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect((await ctx.app.inject({ url: '/api/art/game/not-a-demo-game.svg' })).statusCode).toBe(
        404,
      );
      // Each demo account's own cover, drawn from the address that names it.
      const games = (await ctx.app.inject({ url: '/api/games' })).json().data;
      const demoGame = games.find((g: { for_sale: number }) => g.for_sale > 0);
      const listing = await ctx.app.inject({ url: `/api/games/${demoGame.id}/accounts?limit=1` });
      const [account] = listing.json().data.accounts;
      const cover = await ctx.app.inject({ url: account.images[0] });
      expect(account.images[0]).toMatch(
        /^\/api\/art\/showcase\/[a-z0-9-]+(X[a-z0-9_-]+C\d)+\.webp$/,
      );
      expect(cover.statusCode).toBe(200);
      expect(cover.headers['content-type']).toBe('image/webp');
      const unknown = '/api/art/showcase/starfall-reverieXnobodyC1.svg';
      expect((await ctx.app.inject({ url: unknown })).statusCode).toBe(404);
    },
  );
});
