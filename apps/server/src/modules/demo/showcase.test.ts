import { describe, expect, it } from 'vitest';
import { parseShowcase, showcaseName } from './art/account-showcase.ts';
import { demoCatalog } from './catalog-data.ts';
import { renderDemoShowcase } from './showcase.ts';
import { isBalanced } from './svg-checks.ts';

const game = demoCatalog.games[0]!;
const [first, second, third] = game.characters;

describe('demo account showcase', () => {
  const name = showcaseName(game.slug, [
    { value: first!.value, copies: 2 },
    { value: second!.value, copies: 0 },
  ]);

  it('names its composition, and reads it back', () => {
    expect(name).toBe(`${game.slug}X${first!.value}C2X${second!.value}C0`);
    expect(parseShowcase(name)).toEqual({
      gameSlug: game.slug,
      picks: [
        { value: first!.value, copies: 2 },
        { value: second!.value, copies: 0 },
      ],
    });
    const five = game.characters.slice(0, 5).map((c) => ({ value: c.value, copies: 1 }));
    expect(parseShowcase(showcaseName(game.slug, five))?.picks).toHaveLength(4);
    // A name with an extension is no name: keys carry none.
    expect(parseShowcase(`${name}.webp`)).toBeNull();
  });

  it('draws a self-contained picture of the named characters, the same every time', () => {
    const svg = renderDemoShowcase(name)!;
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|\son[a-z]+=|href=|<image|<foreignObject/i);
    expect(isBalanced(svg)).toBe(true);
    expect(svg).toContain(`aria-label="${game.name}: ${first!.name}, ${second!.name}"`);
    expect(svg).toContain('>C2</text>');
    expect(svg).not.toContain('>C0</text>');
    const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
    for (const [, ref] of svg.matchAll(/url\(#([^)]+)\)/g)) expect(ids.has(ref)).toBe(true);
    expect(renderDemoShowcase(name)).toBe(svg);
    const other = showcaseName(game.slug, [{ value: third!.value, copies: 0 }]);
    expect(renderDemoShowcase(other)).not.toBe(svg);
  });

  it.each([
    ['an unknown game', `no-such-gameX${first!.value}C0`],
    ['a character of no demo game', `${game.slug}XnobodyC0`],
    ['no characters', game.slug],
    ['copies out of range', `${game.slug}X${first!.value}C12`],
    ['five characters', `${game.slug}${`X${first!.value}C0`.repeat(5)}`],
  ])('draws nothing for %s', (_, name) => {
    expect(renderDemoShowcase(name)).toBeUndefined();
  });
});
