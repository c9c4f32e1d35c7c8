import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Game, GameParams, GameWithStock, Success } from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import type { CatalogService } from './service.ts';

/**
 * How many accounts each game has for sale, a game without any being absent. The accounts
 * module counts them (its stock counter, handed in by the app's wiring): the catalog only
 * shows the figure beside each game.
 */
export interface ForSaleCounts {
  forSaleByGame(): Promise<Map<number, number>>;
}

export const catalogRoutes: FastifyPluginAsyncTypebox<{
  catalog: CatalogService;
  stock: ForSaleCounts;
}> = async (app, { catalog, stock }) => {
  // The home page's grid: each game with how many of its accounts are for sale (SPEC §2).
  app.get(
    '/games',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], response: { 200: Success(Type.Array(GameWithStock)) } },
    },
    async () => {
      const [games, forSale] = await Promise.all([catalog.listGames(), stock.forSaleByGame()]);
      return ok(games.map((game) => ({ ...game, for_sale: forSale.get(game.id) ?? 0 })));
    },
  );

  app.get(
    '/games/:gameId',
    {
      config: { access: 'public' },
      schema: { tags: ['catalog'], params: GameParams, response: { 200: Success(Game) } },
    },
    async (req) => ok(await catalog.getGame(req.params.gameId)),
  );
};
