import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { down, up } from './0014_raster_art.ts';

let ctx: TestContext;
let db: Kysely<unknown>;
beforeAll(async () => {
  ctx = await createTestContext({ DEMO: '0', DEMO_PASSWORD: 'demo-password-1' });
  db = ctx.db as unknown as Kysely<unknown>;
  await ctx.services.demo.seed();
}, 60_000);
afterAll(() => ctx.close());

const storedPaths = async () => {
  const games = await ctx.db.selectFrom('games').select('image').orderBy('id').execute();
  const items = await ctx.db
    .selectFrom('game_items')
    .select('image')
    .orderBy('game_id')
    .orderBy('kind')
    .orderBy('value')
    .execute();
  const accounts = await ctx.db.selectFrom('accounts').select('images').orderBy('id').execute();
  return [...games, ...items].map((r) => r.image).concat(accounts.flatMap((r) => r.images));
};

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
    const before = await storedPaths();
    const art = before.filter((p) => p.startsWith('/api/art/'));
    expect(art.length).toBeGreaterThan(60);
    expect(art.every((p) => p.endsWith('.svg'))).toBe(true);

    await up(db);
    const after = await storedPaths();
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

  it('serves what it stored', async () => {
    const [game] = await ctx.db.selectFrom('games').select('image').execute();
    const res = await ctx.app.inject({ url: game!.image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});
