import { describe, it, expect } from 'vitest';
import { IMAGE_URL_PATTERN } from '@shop/contract';
import { escapeXml, initialsOf, renderArt } from './art/index.ts';
import { demoArtLabel, demoCatalog, itemArtSlug } from './catalog-data.ts';
import { pictureKey, pictureLink, storedPicture } from './picture-names.ts';
import { isBalanced } from './svg-checks.ts';

const KINDS = ['game', 'character', 'weapon'] as const;
const SLUG = /^[a-z0-9][a-z0-9_-]*$/;

describe('renderArt', () => {
  for (const kind of KINDS) {
    describe(kind, () => {
      const svg = renderArt(kind, 'demo-slug', 'Aurelia of the Dawn');

      it('is a self-contained SVG document', () => {
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).not.toMatch(/<script/i);
        expect(svg).not.toMatch(/\son[a-z]+=/i);
        expect(svg).not.toMatch(/href=/i);
        expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
        expect(svg).not.toMatch(/@import|@font-face|<foreignObject|<image/i);
        expect(isBalanced(svg)).toBe(true);
      });

      it('only references its own gradients and filters', () => {
        const ids = new Set([...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
        const refs = [...svg.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]);
        expect(refs.length).toBeGreaterThan(0);
        for (const ref of refs) expect(ids.has(ref)).toBe(true);
      });

      it('escapes the label', () => {
        const nasty = renderArt(kind, 'x', `Tom & "Jerry" <b>'s</b>`);
        expect(nasty).not.toContain('<b>');
        expect(nasty).not.toContain('Tom & ');
        expect(nasty).toContain('Tom &amp;');
        expect(nasty).toContain('&quot;Jerry&quot;');
        expect(nasty).toContain('&lt;b&gt;');
        expect(nasty).toContain('&apos;s');
        expect(isBalanced(nasty)).toBe(true);
      });

      it('is deterministic from the slug', () => {
        expect(renderArt(kind, 'demo-slug', 'Aurelia of the Dawn')).toBe(svg);
        expect(renderArt(kind, 'other-slug', 'Aurelia of the Dawn')).not.toBe(svg);
      });

      it('fits long labels by shrinking or wrapping', () => {
        const long = 'The Everlasting Chronicle of Nine Moons';
        const out = renderArt(kind, 'long', long);
        const sizes = [...out.matchAll(/font-size="(\d+(?:\.\d+)?)"/g)].map((m) => Number(m[1]));
        expect(sizes.every((s) => s >= 9)).toBe(true);
        const spans = [...out.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((m) => m[1] ?? '');
        expect(spans.join(' ').toLowerCase()).toBe(long.toLowerCase());
        const unbroken = renderArt(kind, 'long', 'Supercalifragilisticexpialidociouslylong');
        expect(isBalanced(unbroken)).toBe(true);
      });
    });
  }

  it('draws different sizes per kind', () => {
    expect(renderArt('game', 'g', 'G')).toContain('viewBox="0 0 640 360"');
    expect(renderArt('character', 'c', 'C')).toContain('viewBox="0 0 256 256"');
    expect(renderArt('weapon', 'w', 'W')).toContain('viewBox="0 0 256 256"');
  });

  it('renders an empty label without breaking', () => {
    for (const kind of KINDS) expect(isBalanced(renderArt(kind, 'empty', ''))).toBe(true);
  });
});

describe('art helpers', () => {
  it('names each picture as a stored image, from its key', () => {
    const key = pictureKey('character', 'sr-char-aurelia');
    expect(key).toBe('character/sr-char-aurelia');
    // md5 of demo-art/{key}: migration 0019 names older links the same way in SQL.
    expect(storedPicture(key)).toEqual({
      key: 'uploads/9ee5ec9f79412d4bb40c98d446c9fd84.webp',
      link: '/api/media/9ee5ec9f79412d4bb40c98d446c9fd84.webp',
    });
    expect(pictureLink(key)).toBe(storedPicture(key).link);
    expect(pictureLink(key)).toMatch(new RegExp(IMAGE_URL_PATTERN));
    expect(pictureLink(pictureKey('weapon', 'sr-char-aurelia'))).not.toBe(pictureLink(key));
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('takes initials from significant words', () => {
    expect(initialsOf('Aurelia')).toBe('A');
    expect(initialsOf('Kaelen Duskborne')).toBe('KD');
    expect(initialsOf('Lady Seraphine of the Ashen Veil')).toBe('SV');
    expect(initialsOf('Echo-7')).toBe('E7');
    expect(initialsOf('')).toBe('?');
  });
});

describe('demoCatalog', () => {
  it('has two games with enough servers, characters and weapons', () => {
    expect(demoCatalog.games).toHaveLength(2);
    for (const game of demoCatalog.games) {
      expect(game.slug).toMatch(SLUG);
      expect(game.name.length).toBeGreaterThan(0);
      expect(game.image).toBe(pictureLink(pictureKey('game', game.slug)));
      expect(game.servers.length).toBeGreaterThanOrEqual(4);
      expect(game.characters.length).toBeGreaterThanOrEqual(18);
      expect(game.weapons.length).toBeGreaterThanOrEqual(12);
    }
    const slugs = demoCatalog.games.map((g) => g.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('uses valid, unique values and local art for every item', () => {
    for (const game of demoCatalog.games) {
      for (const list of [game.servers, game.characters, game.weapons]) {
        const values = list.map((i) => i.value);
        expect(new Set(values).size).toBe(values.length);
        for (const v of values) {
          expect(v).toMatch(SLUG);
          expect(v.length).toBeLessThanOrEqual(64);
        }
        for (const item of list) {
          expect(Object.keys(item).sort()).toEqual(
            'image' in item ? ['image', 'name', 'rarity', 'value'] : ['name', 'value'],
          );
          expect(item.name.length).toBeGreaterThan(0);
          expect(item.name.length).toBeLessThanOrEqual(120);
        }
      }
      const itemValues = [...game.characters, ...game.weapons].map((i) => i.value);
      expect(new Set(itemValues).size).toBe(itemValues.length);
      for (const [kind, list] of [
        ['character', game.characters],
        ['weapon', game.weapons],
      ] as const) {
        for (const item of list) {
          const art = itemArtSlug(game.slug, kind, item.value);
          expect(item.image).toBe(pictureLink(pictureKey(kind, art)));
          expect(demoArtLabel(kind, art)).toBe(item.name);
        }
      }
      expect(Object.keys(game).sort()).toEqual([
        'characters',
        'image',
        'name',
        'servers',
        'slug',
        'weapons',
      ]);
    }
    const images = demoCatalog.games.flatMap((g) => [
      g.image,
      ...g.characters.map((c) => c.image),
      ...g.weapons.map((w) => w.image),
    ]);
    expect(new Set(images).size).toBe(images.length);
  });

  it('knows the label of each demo picture and nothing else', () => {
    const game = demoCatalog.games[0];
    expect(game && demoArtLabel('game', game.slug)).toBe(game?.name);
    expect(demoArtLabel('character', 'no-such-art')).toBeUndefined();
  });
});
