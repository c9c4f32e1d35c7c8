import { CatalogFile } from '@shop/contract';
import type { CatalogFile as CatalogFileData, Game } from '@shop/contract';
import { Compile } from 'typebox/compile';
import { errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { describeValidation } from '../../lib/validation.ts';
import type { CatalogRepo } from './repo.ts';

const checkCatalog = Compile(CatalogFile);

function duplicates(values: string[]): string[] {
  return values.filter((v, i) => values.indexOf(v) !== i);
}

// Games change only on import; a short-lived copy spares the listing three queries per call.
// Short enough that an import from another process shows within seconds.
const GAMES_TTL_MS = 5_000;

export function createCatalogService(repo: CatalogRepo, events: EventBus) {
  let cached: { at: number; games: Promise<Game[]> } | null = null;
  events.on('catalog.imported', () => {
    cached = null;
  });

  function listGames(): Promise<Game[]> {
    if (!cached || Date.now() - cached.at > GAMES_TTL_MS) {
      const games = repo.listGames();
      cached = { at: Date.now(), games };
      games.catch(() => {
        cached = null;
      });
    }
    return cached.games;
  }

  return {
    listGames,

    async getGame(id: number): Promise<Game> {
      const game = (await listGames()).find((g) => g.id === id);
      if (!game) throw errors.gameNotFound();
      return game;
    },

    /** Validates a whole catalog file and upserts every game by slug; re-import updates. */
    async importCatalog(input: unknown): Promise<{ slug: string; id: number }[]> {
      if (!checkCatalog.Check(input)) {
        const { field, message } = describeValidation(checkCatalog.Errors(input), 'file');
        throw errors.validation(message, field);
      }
      const file: CatalogFileData = input;
      const slugDupes = duplicates(file.games.map((g) => g.slug));
      if (slugDupes.length) throw errors.catalogDuplicate('games', 'slug', slugDupes[0]!);
      for (const [gi, g] of file.games.entries()) {
        for (const [key, list] of [
          ['servers', g.servers],
          ['characters', g.characters],
          ['weapons', g.weapons],
        ] as const) {
          const d = duplicates(list.map((x) => x.value));
          if (d.length) throw errors.catalogDuplicate(`games.${gi}.${key}`, 'value', d[0]!);
        }
      }
      const done: { slug: string; id: number }[] = [];
      for (const [i, game] of file.games.entries())
        done.push({ slug: game.slug, id: await repo.upsertGame(game, i) });
      events.emit('catalog.imported', { slugs: done.map((d) => d.slug) });
      return done;
    },

    countGames: () => repo.countGames(),
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
