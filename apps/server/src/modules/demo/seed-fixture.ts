import type { DB } from '../../db/index.ts';
import type { FileStore } from '../../lib/file-store.ts';
import type { TestContext } from '../../../test/helpers.ts';
import { pictureLink, storedPicture } from './picture-names.ts';
import type { RasterCache } from './raster-cache.ts';
import { createDemoRepo } from './repo.ts';
import { createDemoSeeder } from './seed.ts';

/** A link as a shop seeded before the pictures were stored files keeps it. */
export const legacyArtLink = (key: string, format: 'webp' | 'svg' = 'webp') =>
  `/api/art/${key}.${format}`;

/**
 * Turns a freshly seeded demo into one seeded before its pictures were stored files: each link
 * to a picture of `keys` becomes its /api/art address again, in games, items and accounts.
 */
export async function relinkAsLegacy(db: DB, keys: readonly string[], format?: 'webp' | 'svg') {
  const legacy = new Map(keys.map((key) => [pictureLink(key), legacyArtLink(key, format)]));
  for (const table of ['games', 'game_items'] as const) {
    for (const [link, old] of legacy)
      await db.updateTable(table).set({ image: old }).where('image', '=', link).execute();
  }
  for (const account of await db.selectFrom('accounts').select(['id', 'images']).execute()) {
    const images = account.images.map((url) => legacy.get(url) ?? url);
    await db
      .updateTable('accounts')
      .set({ images: JSON.stringify(images) })
      .where('id', '=', account.id)
      .execute();
  }
}

/**
 * The demo seeded as `demo seed` does, drawing only the pictures of `draw`: for every other its
 * store reports it stored already. For tests about links and rows, where pixels only cost time.
 */
export function seedDrawingOnly(
  ctx: TestContext,
  draw: readonly string[] = [],
  demoPassword: string | null = null,
  pictureCache?: RasterCache,
) {
  const drawn = new Set(draw.map((key) => storedPicture(key).key));
  const { files } = ctx.services;
  const store: FileStore = {
    ...files,
    age: (key) => (drawn.has(key) ? files.age(key) : Promise.resolve(0)),
  };
  return createDemoSeeder({
    ...ctx.services,
    files: store,
    pictureCache,
    repo: createDemoRepo(ctx.db),
    mailDomain: 'shop.test',
    demoPassword,
  }).seed();
}

/** Every image link the shop stores, in games, their items and the accounts, in a fixed order. */
export async function storedLinks(db: DB): Promise<string[]> {
  const games = await db.selectFrom('games').select('image').orderBy('id').execute();
  const items = await db
    .selectFrom('game_items')
    .select('image')
    .orderBy('game_id')
    .orderBy('kind')
    .orderBy('value')
    .execute();
  const accounts = await db.selectFrom('accounts').select('images').orderBy('id').execute();
  return [...games, ...items].map((r) => r.image).concat(accounts.flatMap((r) => r.images));
}
