import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { catalogApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
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
  app.route({
    ...routeOf(catalogApi.games),
    handler: async () => {
      const [games, forSale] = await Promise.all([catalog.listGames(), stock.forSaleByGame()]);
      return ok(games.map((game) => ({ ...game, for_sale: forSale.get(game.id) ?? 0 })));
    },
  });

  app.route({
    ...routeOf(catalogApi.game),
    handler: async (req) => ok(await catalog.getGame(req.params.gameId)),
  });
};
