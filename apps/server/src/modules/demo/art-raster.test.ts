import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ART_PIXELS, rasteriseSvg } from './art-raster.ts';
import { showcaseName } from './art/account-showcase.ts';
import { demoCatalog, itemArtSlug } from './catalog-data.ts';
import { pictureKey } from './picture-names.ts';
import { drawDemoPicture } from './pictures.ts';

const game = demoCatalog.games[0]!;
const [first, second] = game.characters;
const cover = showcaseName(game.slug, [
  { value: first!.value, copies: 2 },
  { value: second!.value, copies: 0 },
]);

describe('demo artwork as WebP', { timeout: 30_000 }, () => {
  it.each([
    ['game', game.slug],
    ['character', itemArtSlug(game.slug, 'character', first!.value)],
    ['weapon', itemArtSlug(game.slug, 'weapon', game.weapons[0]!.value)],
    ['showcase', cover],
  ] as const)('draws a %s as a WebP of its fixed size', async (kind, name) => {
    const drawn = drawDemoPicture(pictureKey(kind, name))!;
    expect(drawn.kind).toBe(kind);
    const webp = await rasteriseSvg(drawn.svg, drawn.kind);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect({ width: meta.width, height: meta.height }).toEqual(ART_PIXELS[kind]);
    // A few KB to a few tens of KB: small enough for a phone, detailed enough to be sharp.
    expect(webp.length).toBeGreaterThan(1000);
    expect(webp.length).toBeLessThan(60_000);
  });

  it('draws a cover of the four longest-named characters', async () => {
    const longest = [...game.characters]
      .sort((a, b) => b.value.length - a.value.length)
      .slice(0, 4)
      .map((c) => ({ value: c.value, copies: 6 }));
    const name = showcaseName(game.slug, longest);
    expect(name.length).toBeGreaterThan(100);
    const drawn = drawDemoPicture(pictureKey('showcase', name))!;
    const meta = await sharp(await rasteriseSvg(drawn.svg, drawn.kind)).metadata();
    expect(meta.width).toBe(ART_PIXELS.showcase.width);
  });

  it.each([
    ['an unknown game', pictureKey('game', 'not-a-demo-game')],
    ['an unknown cover', pictureKey('showcase', `${game.slug}XnobodyC1`)],
    ['a picture with an extension', `${pictureKey('game', game.slug)}.webp`],
    ['an unknown kind', `poster/${game.slug}`],
    ['no kind', game.slug],
  ])('draws nothing for %s', (_, key) => {
    expect(drawDemoPicture(key)).toBeUndefined();
  });
});
