import { Type } from 'typebox';
import { DailyIncome, DailyIncomeQuery } from '../income.ts';
import { operationGroup } from '../operation.ts';
import { IncomeStat, SalesStat } from '../storefront.ts';

const op = operationGroup({ tags: ['roller'], access: 'roller' });

/** Sales figures: the shop's public ones per game, and the signed-in seller's own. */
export const incomeApi = {
  salesStats: op({
    method: 'GET',
    path: '/games/sales-stats',
    access: 'public',
    tags: ['storefront'],
    response: Type.Array(SalesStat),
  }),
  perGame: op({
    method: 'GET',
    path: '/roller/income',
    response: Type.Array(IncomeStat),
  }),
  daily: op({
    method: 'GET',
    path: '/roller/income/daily',
    summary: 'The signed-in seller’s delivered income and accounts sold per UTC day',
    querystring: DailyIncomeQuery,
    response: DailyIncome,
  }),
};
