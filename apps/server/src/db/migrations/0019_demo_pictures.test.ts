import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  legacyArtLink,
  relinkAsLegacy,
  seedDrawingOnly,
  storedLinks,
} from '../../modules/demo/seed-fixture.ts';
import { pictureLink } from '../../modules/demo/picture-names.ts';
import { demoPictureKeys } from '../../modules/demo/seed.ts';
import { oneMigrationAtATime } from '../index.ts';
import * as migration from './0019_demo_pictures.ts';

// Run as the migrator runs them: one at a time on the server (other files migrate beside this).
const down = (db: Kysely<unknown>) =>
  oneMigrationAtATime(db as never, (conn) => migration.down(conn as unknown as Kysely<unknown>));
const up = (db: Kysely<unknown>) =>
  oneMigrationAtATime(db as never, (conn) => migration.up(conn as unknown as Kysely<unknown>));

let ctx: TestContext;
let db: Kysely<unknown>;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0', DEMO_PASSWORD: 'demo-password-1' });
  db = ctx.db as unknown as Kysely<unknown>;
  await seedDrawingOnly(ctx);
  await down(db);
}, 60_000);
afterAll(() => ctx.close());

describe('0019 demo pictures', () => {
  // A banner, a character and an account's cover; the banner under the SVG's older address.
  const all = demoPictureKeys();
  const keys = [all[0]!, all[1]!, all.at(-1)!];
  const banner = keys[0]!;

  it('re-points a shop seeded before at the stored pictures, leaving uploads and external images alone', async () => {
    await relinkAsLegacy(ctx.db, keys);
    await ctx.db
      .updateTable('games')
      .set({ image: legacyArtLink(banner, 'svg') })
      .where('image', '=', legacyArtLink(banner))
      .execute();
    const [account] = await ctx.db.selectFrom('accounts').select(['id', 'images']).execute();
    const others = ['/api/media/upload-a1.webp', 'https://img.example/api/art/game/x.webp'];
    await ctx.db
      .updateTable('accounts')
      .set({ images: JSON.stringify([...account!.images, ...others]) })
      .where('id', '=', account!.id)
      .execute();
    const before = await storedLinks(ctx.db);
    expect(before.filter((l) => l.startsWith('/api/art/')).length).toBeGreaterThanOrEqual(3);
    expect(before).toContain(legacyArtLink(banner, 'svg'));

    await up(db);
    const after = await storedLinks(ctx.db);
    const repointed = (link: string) =>
      link.startsWith('/api/art/') ? pictureLink(link.slice(9).replace(/\.(webp|svg)$/, '')) : link;
    expect(after).toEqual(before.map(repointed));
    expect(after.filter((l) => l.startsWith('/api/art/'))).toEqual([]);
    expect(after).toContain(pictureLink(banner));
    expect(after).toEqual(expect.arrayContaining(others));
    expect(await ctx.services.demo.legacyPictures()).toEqual([...keys].sort());
  });

  it('has the start draw those pictures once, and serves them', { timeout: 60_000 }, async () => {
    const legacy = await ctx.services.demo.legacyPictures();
    const stored = await ctx.services.demo.storeLegacyPictures(legacy);
    expect(stored).toEqual({ made: legacy.length, kept: 0, unknown: 0 });
    expect(await ctx.services.demo.legacyPictures()).toEqual([]);
    for (const link of keys.map(pictureLink)) {
      const res = await ctx.app.inject({ url: link });
      expect(res.statusCode, link).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('goes back to the /api/art links', async () => {
    const before = await storedLinks(ctx.db);
    await down(db);
    const restored = await storedLinks(ctx.db);
    for (const key of keys) expect(restored).not.toContain(pictureLink(key));
    expect(restored).toContain(legacyArtLink(banner));
    await up(db);
    expect(await storedLinks(ctx.db)).toEqual(before);
  });
});
