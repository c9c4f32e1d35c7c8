import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, createTestContext, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const game = (over: Record<string, unknown> = {}) => ({
  slug: 'moonfall',
  name: 'Moonfall',
  image: 'https://img.example/moonfall.png',
  servers: [
    { name: 'Asia', value: 'asia' },
    { name: 'Europe', value: 'europe' },
  ],
  characters: [{ name: 'Lyra', value: 'lyra', image: 'https://img.example/lyra.png' }],
  weapons: [{ name: 'Dawn Blade', value: 'dawn-blade', image: 'https://img.example/dawn.png' }],
  ...over,
});

describe('catalog import', () => {
  it('imports games with servers, characters and weapons, and re-import updates by slug', async () => {
    const first = await ctx.services.catalog.importCatalog({ games: [game()] });
    const again = await ctx.services.catalog.importCatalog({
      games: [game({ name: 'Moonfall Reborn', servers: [{ name: 'Asia', value: 'asia' }] })],
    });
    expect(again[0]!.id).toBe(first[0]!.id);
    expect(await count(ctx.db, 'games')).toBe(1);
    const row = await ctx.db
      .selectFrom('games')
      .select('name')
      .where('slug', '=', 'moonfall')
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Moonfall Reborn');
    const servers = await ctx.db
      .selectFrom('game_servers')
      .select('value')
      .where('game_id', '=', first[0]!.id)
      .execute();
    expect(servers.map((s) => s.value)).toEqual(['asia']);
    const items = await ctx.db
      .selectFrom('game_items')
      .select(['kind', 'value'])
      .orderBy('kind')
      .execute();
    expect(items).toEqual([
      { kind: 'character', value: 'lyra' },
      { kind: 'weapon', value: 'dawn-blade' },
    ]);
  });

  it('keeps each item’s rarity from the file, and leaves it out of the answer when not given', async () => {
    const [imported] = await ctx.services.catalog.importCatalog({
      games: [
        game({
          slug: 'rarefall',
          characters: [
            { name: 'Lyra', value: 'lyra', image: 'https://img.example/lyra.png', rarity: 5 },
            { name: 'Orin', value: 'orin', image: 'https://img.example/orin.png' },
          ],
          weapons: [
            { name: 'Blade', value: 'blade', image: 'https://img.example/b.png', rarity: 3 },
          ],
        }),
      ],
    });
    const res = await ctx.app.inject({ url: `/api/games/${imported!.id}` });
    const { characters, weapons } = res.json().data;
    expect(characters).toEqual([
      { name: 'Lyra', value: 'lyra', image: 'https://img.example/lyra.png', rarity: 5 },
      { name: 'Orin', value: 'orin', image: 'https://img.example/orin.png' },
    ]);
    expect(weapons[0].rarity).toBe(3);
  });

  it.each([
    [
      {
        games: [
          game({
            characters: [{ name: 'A', value: 'a', image: 'https://img.example/a.png', rarity: 6 }],
          }),
        ],
      },
      'games.0.characters.0.rarity',
      'VALIDATION_FAILED',
    ],
    [{}, 'games', 'VALIDATION_FAILED'],
    [{ games: [game({ servers: [] })] }, 'games.0.servers', 'VALIDATION_FAILED'],
    [{ games: [game({ slug: 'Bad Slug' })] }, 'games.0.slug', 'VALIDATION_FAILED'],
    [{ games: [game({ extra: 1 })] }, 'games.0.extra', 'VALIDATION_FAILED'],
    [{ games: [game({ image: 'javascript:alert(1)' })] }, 'games.0.image', 'VALIDATION_FAILED'],
    [{ games: [game({ name: 'Moon\u0000fall' })] }, 'games.0.name', 'VALIDATION_FAILED'],
    [{ games: [game(), game()] }, 'games', 'CATALOG_DUPLICATE_VALUE'],
    [
      {
        games: [
          game({
            characters: [
              { name: 'A', value: 'a', image: 'https://img.example/x.png' },
              { name: 'B', value: 'a', image: 'https://img.example/y.png' },
            ],
          }),
        ],
      },
      'games.0.characters',
      'CATALOG_DUPLICATE_VALUE',
    ],
  ])('refuses an invalid file, naming %# where, and changes nothing', async (file, field, code) => {
    const before = await count(ctx.db, 'games');
    await expect(ctx.services.catalog.importCatalog(file)).rejects.toMatchObject({ code, field });
    expect(await count(ctx.db, 'games')).toBe(before);
  });
});
