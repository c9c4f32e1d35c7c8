import { Type } from 'typebox';
import { DailyIncome, DailyIncomeQuery } from '../income.ts';
import { operation } from '../operation.ts';
import { IncomeStat, SalesStat } from '../storefront.ts';

/** Sales figures: the shop's public ones per game, and the signed-in seller's own. */
export const incomeApi = {
  salesStats: operation({
    method: 'GET',
    path: '/games/sales-stats',
    access: 'public',
    tags: ['storefront'],
    response: Type.Array(SalesStat),
  }),
  perGame: operation({
    method: 'GET',
    path: '/roller/income',
    access: 'roller',
    tags: ['roller'],
    response: Type.Array(IncomeStat),
  }),
  daily: operation({
    method: 'GET',
    path: '/roller/income/daily',
    access: 'roller',
    tags: ['roller'],
    summary: 'The signed-in seller’s delivered income and accounts sold per UTC day',
    querystring: DailyIncomeQuery,
    response: DailyIncome,
  }),
};
