import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DailyIncome, DailyIncomeQuery, IncomeStat, SalesStat, Success } from '@shop/contract';
import { Type } from 'typebox';
import { ok } from '../../lib/http.ts';
import { rollerOf } from '../auth/plugin.ts';
import type { IncomeService } from './service.ts';

export const incomeRoutes: FastifyPluginAsyncTypebox<{ income: IncomeService }> = async (
  app,
  { income },
) => {
  app.get(
    '/games/sales-stats',
    {
      config: { access: 'public' },
      schema: { tags: ['storefront'], response: { 200: Success(Type.Array(SalesStat)) } },
    },
    async () => ok(await income.salesStats()),
  );

  app.get(
    '/roller/income',
    {
      config: { access: 'roller' },
      schema: {
        tags: ['roller'],
        response: { 200: Success(Type.Array(IncomeStat)) },
      },
    },
    async (req) => ok(await income.perGame(rollerOf(req).id)),
  );

  app.get(
    '/roller/income/daily',
    {
      // 404: a game_id that names no game.
      config: { access: 'roller', errors: [404] },
      schema: {
        tags: ['roller'],
        summary: 'The signed-in seller’s delivered income and accounts sold per UTC day',
        querystring: DailyIncomeQuery,
        response: { 200: Success(DailyIncome) },
      },
    },
    async (req) => ok(await income.daily(rollerOf(req).id, req.query)),
  );
};
