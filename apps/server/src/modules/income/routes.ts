import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { incomeApi } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { IncomeService } from './service.ts';

export const incomeRoutes: FastifyPluginAsyncTypebox<{ income: IncomeService }> = async (
  app,
  { income },
) => {
  app.route({
    ...routeOf(incomeApi.salesStats),
    handler: async () => ok(await income.salesStats()),
  });

  app.route({
    ...routeOf(incomeApi.perGame),
    handler: async (req) => ok(await income.perGame(rollerOf(req).id)),
  });

  app.route({
    // 404: a game_id that names no game.
    ...routeOf(incomeApi.daily, { errors: [404] }),
    handler: async (req) => ok(await income.daily(rollerOf(req).id, req.query)),
  });
};
