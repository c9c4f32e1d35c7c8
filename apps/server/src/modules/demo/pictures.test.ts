import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { bareGame } from '../../../test/catalog-fixture.ts';
import { MAX_PATH_SEGMENT } from '../../lib/http.ts';
import { ART_PIXELS } from './art-raster.ts';
import { demoCatalog } from './catalog-data.ts';
import { pictureLink } from './picture-names.ts';
import { storeDemoPictures } from './pictures.ts';
import { storedLinks } from './seed-fixture.ts';
import { demoPictureKeys } from './seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0', DEMO_PASSWORD: 'demo-password-1' });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });

describe('demo pictures', () => {
  const banner = demoCatalog.games[0]!.image;

  it('are not in a shop without the demo catalogue (DEMO=0), not even with a catalogue of its own', async () => {
    expect(banner).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
    expect((await get(banner)).statusCode).toBe(404);
    await ctx.services.catalog.importCatalog({ games: [bareGame()] });
    const res = await get(banner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'MEDIA_NOT_FOUND' });
  });

  it(
    'are stored by `demo seed` before anything links them, and served as stored images',
    { timeout: 300_000 },
    async () => {
      const seeded = await ctx.services.demo.seed();
      const keys = new Set(demoPictureKeys());
      expect(seeded.pictures).toEqual({ made: keys.size, kept: 0, unknown: 0 });
      // The shop's own game above links an external image; every other link is the demo's.
      const links = new Set((await storedLinks(ctx.db)).filter((l) => !l.startsWith('https:')));
      expect(links).toEqual(new Set([...keys].map(pictureLink)));
      for (const link of links) {
        const res = await get(link);
        expect(res.statusCode, link).toBe(200);
        expect(res.headers['content-type']).toBe('image/webp');
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      }
    },
  );

  it('are each of their kind’s fixed size: a cover as large as a banner', async () => {
    const games = (await get('/api/games')).json().data;
    const demoGame = games.find((g: { for_sale: number }) => g.for_sale > 0);
    const listing = await get(`/api/games/${demoGame.id}/accounts?limit=1`);
    const [account] = listing.json().data.accounts;
    for (const [kind, url] of [
      ['game', demoGame.image],
      ['character', demoGame.characters[0].image],
      ['showcase', account.images[0]],
    ] as const) {
      const meta = await sharp((await get(url)).rawPayload).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual(ART_PIXELS[kind]);
    }
  });

  it('are kept by a repeated seed, which draws nothing', async () => {
    const again = await ctx.services.demo.seed();
    expect(again.pictures).toEqual({ made: 0, kept: new Set(demoPictureKeys()).size, unknown: 0 });
  });

  it('leave out what the demo draws no picture for', async () => {
    const stored = await storeDemoPictures(ctx.services.files, ['game/not-a-demo-game']);
    expect(stored).toEqual({ made: 0, kept: 0, unknown: 1 });
  });

  it('leave nothing under /api/art, and over-long names answer 414', async () => {
    expect((await get('/api/art/game/starfall-reverie.webp')).statusCode).toBe(404);
    const long = await get(`/api/media/${'a'.repeat(MAX_PATH_SEGMENT + 1)}`);
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ code: 'URI_TOO_LONG' });
  });
});
