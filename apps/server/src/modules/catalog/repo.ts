import { sql } from 'kysely';
import type { DB } from '../../db/index.ts';
import type { CatalogGame } from '@shop/contract';

/** An item as the Game answer carries it: `rarity` only when the catalogue gave one. */
function toGameItem(row: { name: string; value: string; image: string; rarity: number | null }) {
  const { name, value, image, rarity } = row;
  return rarity === null ? { name, value, image } : { name, value, image, rarity };
}

export function createCatalogRepo(db: DB) {
  return {
    /** Inserts or updates one game by slug with its servers and items, in one transaction. */
    async upsertGame(game: CatalogGame, position: number): Promise<number> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('games')
          .values({ slug: game.slug, name: game.name, image: game.image, position })
          .onConflict((oc) =>
            oc.column('slug').doUpdateSet({
              name: game.name,
              image: game.image,
              position,
              updated_at: sql<Date>`now()`,
            }),
          )
          .returning('id')
          .executeTakeFirstOrThrow();

        await trx
          .insertInto('game_servers')
          .values(
            game.servers.map((s, i) => ({
              game_id: id,
              value: s.value,
              name: s.name,
              position: i,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['game_id', 'value']).doUpdateSet((eb) => ({
              name: eb.ref('excluded.name'),
              position: eb.ref('excluded.position'),
            })),
          )
          .execute();
        // A server that accounts still use stays (the FK keeps it); the others go.
        await trx
          .deleteFrom('game_servers')
          .where('game_id', '=', id)
          .where(
            'value',
            'not in',
            game.servers.map((s) => s.value),
          )
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('accounts')
                  .select('accounts.id')
                  .whereRef('accounts.game_id', '=', 'game_servers.game_id')
                  .whereRef('accounts.server_value', '=', 'game_servers.value'),
              ),
            ),
          )
          .execute();

        const items = [
          ...game.characters.map((c, i) => ({
            game_id: id,
            kind: 'character' as const,
            value: c.value,
            name: c.name,
            image: c.image,
            rarity: c.rarity ?? null,
            position: i,
          })),
          ...game.weapons.map((w, i) => ({
            game_id: id,
            kind: 'weapon' as const,
            value: w.value,
            name: w.name,
            image: w.image,
            rarity: w.rarity ?? null,
            position: i,
          })),
        ];
        await trx.deleteFrom('game_items').where('game_id', '=', id).execute();
        if (items.length > 0) await trx.insertInto('game_items').values(items).execute();
        return id;
      });
    },

    /** Every game with its servers and items, in catalog order (three queries, not one per game). */
    async listGames(ids?: number[]) {
      if (ids && ids.length === 0) return [];
      const games = await db
        .selectFrom('games')
        .select(['id', 'name', 'image'])
        .$if(ids !== undefined, (q) => q.where('id', 'in', ids!))
        .orderBy('position')
        .orderBy('id')
        .execute();
      if (games.length === 0) return [];
      const gameIds = games.map((g) => g.id);
      const [servers, items] = await Promise.all([
        db
          .selectFrom('game_servers')
          .select(['game_id', 'name', 'value'])
          .where('game_id', 'in', gameIds)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('game_items')
          .select(['game_id', 'kind', 'name', 'value', 'image', 'rarity'])
          .where('game_id', 'in', gameIds)
          .orderBy('position')
          .execute(),
      ]);
      return games.map((g) => ({
        ...g,
        servers: servers
          .filter((s) => s.game_id === g.id)
          .map(({ name, value }) => ({ name, value })),
        characters: items
          .filter((i) => i.game_id === g.id && i.kind === 'character')
          .map(toGameItem),
        weapons: items.filter((i) => i.game_id === g.id && i.kind === 'weapon').map(toGameItem),
      }));
    },

    async countGames(): Promise<number> {
      const row = await db
        .selectFrom('games')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow();
      return row.n;
    },
  };
}

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;
