import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { relinkAsLegacy, seedDrawingOnly, storedLinks } from '../../modules/demo/seed-fixture.ts';
import { pictureKey, pictureLink } from '../../modules/demo/picture-names.ts';
import { storeDemoPictures } from '../../modules/demo/pictures.ts';
import { demoPictureKeys } from '../../modules/demo/seed.ts';
import { oneMigrationAtATime } from '../index.ts';
import * as m0014 from './0014_raster_art.ts';
import * as m0019raw from './0019_demo_pictures.ts';

type Step = (db: Kysely<unknown>) => Promise<void>;
/** A migration step run as the migrator runs it: one at a time on the server. */
const locked =
  (step: Step): Step =>
  (db) =>
    oneMigrationAtATime(db as never, (conn) => step(conn as unknown as Kysely<unknown>));
const down = locked(m0014.down);
const up = locked(m0014.up);
const m0019 = { down: locked(m0019raw.down), up: locked(m0019raw.up) };

let ctx: TestContext;
let db: Kysely<unknown>;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0', DEMO_PASSWORD: 'demo-password-1' });
  db = ctx.db as unknown as Kysely<unknown>;
  await seedDrawingOnly(ctx);
  // A shop seeded before 0019: its links are the demo's /api/art addresses.
  await m0019.down(db);
  await relinkAsLegacy(ctx.db, demoPictureKeys());
}, 60_000);
afterAll(() => ctx.close());

describe('0014 raster art', () => {
  it('points stored demo art at its WebP, leaving uploads and external images alone', async () => {
    const [account] = await ctx.db
      .selectFrom('accounts')
      .select(['id', 'images'])
      .orderBy('id')
      .execute();
    const others = ['/api/media/upload-a1.svg', 'https://img.example/api/art/x.svg'];
    await ctx.db
      .updateTable('accounts')
      .set({ images: JSON.stringify([...account!.images, ...others]) })
      .where('id', '=', account!.id)
      .execute();

    // A shop seeded before: every demo picture stored as its SVG.
    await down(db);
    const before = await storedLinks(ctx.db);
    const art = before.filter((p) => p.startsWith('/api/art/'));
    expect(art.length).toBeGreaterThan(60);
    expect(art.every((p) => p.endsWith('.svg'))).toBe(true);

    await up(db);
    const after = await storedLinks(ctx.db);
    expect(after).toEqual(
      before.map((p) => (p.startsWith('/api/art/') ? p.replace(/\.svg$/, '.webp') : p)),
    );
    const changed = await ctx.db
      .selectFrom('accounts')
      .select('images')
      .where('id', '=', account!.id)
      .executeTakeFirstOrThrow();
    expect(changed.images.slice(-2)).toEqual(others);
    expect(changed.images[0]).toMatch(/^\/api\/art\/showcase\/.+\.webp$/);
  });

  it('serves what it stored, once 0019 has stored it as a file', async () => {
    await m0019.up(db);
    const key = pictureKey('game', 'starfall-reverie');
    await storeDemoPictures(ctx.services.files, [key]);
    const [game] = await ctx.db
      .selectFrom('games')
      .select('image')
      .where('slug', '=', 'starfall-reverie')
      .execute();
    expect(game!.image).toBe(pictureLink(key));
    const res = await ctx.app.inject({ url: game!.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
