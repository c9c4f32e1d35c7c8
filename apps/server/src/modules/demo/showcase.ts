import { parseShowcase, renderShowcase } from './art/account-showcase.ts';
import { demoCatalog, itemArtSlug } from './catalog-data.ts';

/**
 * The demo cover a showcase name spells, drawn now; undefined unless it names a demo game and
 * only that game's characters (the name is the composition, so anything else is no picture).
 */
export function renderDemoShowcase(name: string): string | undefined {
  const parsed = parseShowcase(name);
  if (!parsed) return undefined;
  const game = demoCatalog.games.find((g) => g.slug === parsed.gameSlug);
  if (!game) return undefined;
  const characters = [];
  for (const pick of parsed.picks) {
    const item = game.characters.find((c) => c.value === pick.value);
    if (!item) return undefined;
    characters.push({
      ...pick,
      name: item.name,
      artSlug: itemArtSlug(game.slug, 'character', item.value),
    });
  }
  return renderShowcase(game.slug, game.name, characters);
}
