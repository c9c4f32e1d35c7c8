import { Type } from 'typebox';
import { DAILY_INCOME_DEFAULT_DAYS, DAILY_INCOME_MAX_DAYS, ROW_ID_MAX } from './values.ts';

/**
 * GET /api/roller/income/daily: the signed-in seller's income per day. Without `game_id` the
 * days sum every game; `days` counts back from today, today included.
 */
export const DailyIncomeQuery = Type.Object(
  {
    game_id: Type.Optional(Type.Integer({ minimum: 1, maximum: ROW_ID_MAX })),
    days: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: DAILY_INCOME_MAX_DAYS,
        default: DAILY_INCOME_DEFAULT_DAYS,
      }),
    ),
  },
  { additionalProperties: false },
);
export type DailyIncomeQuery = Type.Static<typeof DailyIncomeQuery>;

/** One calendar day (UTC) of delivered sales; a day without sales is present with zeros. */
export const DailyIncomeDay = Type.Object({
  date: Type.String({ format: 'date', description: 'YYYY-MM-DD, a UTC calendar day' }),
  income: Type.Integer({ description: 'USD of the transactions delivered that day' }),
  sold: Type.Integer({ description: 'accounts delivered that day' }),
});
export type DailyIncomeDay = Type.Static<typeof DailyIncomeDay>;

export const DailyIncome = Type.Object({
  /** The game asked for, or null for every game summed. */
  game_id: Type.Union([Type.Integer(), Type.Null()]),
  /** Days are cut at midnight in this zone. */
  time_zone: Type.Literal('UTC'),
  /** Oldest first, one entry per day, ending today. */
  days: Type.Array(DailyIncomeDay),
});
export type DailyIncome = Type.Static<typeof DailyIncome>;
