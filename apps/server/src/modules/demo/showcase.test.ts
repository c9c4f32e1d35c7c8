import { describe, expect, it } from 'vitest';
import { IMAGE_URL_PATTERN } from '@shop/contract';
import { parseShowcase, showcaseUrl } from './art/account-showcase.ts';
import { demoCatalog } from './catalog-data.ts';
import { renderDemoShowcase } from './showcase.ts';
import { isBalanced } from './svg-checks.ts';

const game = demoCatalog.games[0]!;
const [first, second, third] = game.characters;
const file = (url: string) => url.slice(url.lastIndexOf('/') + 1);

describe('demo account showcase', () => {
  const url = showcaseUrl(game.slug, [
    { value: first!.value, copies: 2 },
    { value: second!.value, copies: 0 },
  ]);

  it('names its composition in its address, and reads it back', () => {
    expect(url).toBe(`/api/art/showcase/${game.slug}X${first!.value}C2X${second!.value}C0.webp`);
    // One plain path segment: an account's images accept it, so the seller may edit the account.
    expect(url).toMatch(new RegExp(IMAGE_URL_PATTERN));
    expect(parseShowcase(file(url))).toEqual({
      gameSlug: game.slug,
      picks: [
        { value: first!.value, copies: 2 },
        { value: second!.value, copies: 0 },
      ],
    });
    // The name reads the same bare and under the SVG's older address.
    const bare = file(url).replace(/\.webp$/, '');
    expect(parseShowcase(bare)).toEqual(parseShowcase(file(url)));
    expect(parseShowcase(`${bare}.svg`)).toEqual(parseShowcase(file(url)));
    const five = game.characters.slice(0, 5).map((c) => ({ value: c.value, copies: 1 }));
    expect(parseShowcase(file(showcaseUrl(game.slug, five)))?.picks).toHaveLength(4);
  });

  it('draws a self-contained picture of the named characters, the same every time', () => {
    const svg = renderDemoShowcase(file(url))!;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<image|<foreignObject/i);
    expect(isBalanced(svg)).toBe(true);
    expect(svg).toContain(`aria-label="${game.name}: ${first!.name}, ${second!.name}"`);
    expect(svg).toContain('>C2</text>');
    expect(svg).not.toContain('>C0</text>');
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref)).toBe(true);
    expect(renderDemoShowcase(file(url))).toBe(svg);
    const other = showcaseUrl(game.slug, [{ value: third!.value, copies: 0 }]);
    expect(renderDemoShowcase(file(other))).not.toBe(svg);
  });

  it.each([
    ['an unknown game', `no-such-gameX${first!.value}C0.svg`],
    ['a character of no demo game', `${game.slug}XnobodyC0.svg`],
    ['no characters', `${game.slug}.svg`],
    ['copies out of range', `${game.slug}X${first!.value}C12.svg`],
    ['five characters', `${game.slug}${`X${first!.value}C0`.repeat(5)}.svg`],
  ])('draws nothing for %s', (_, name) => {
    expect(renderDemoShowcase(name)).toBeUndefined();
  });
});
