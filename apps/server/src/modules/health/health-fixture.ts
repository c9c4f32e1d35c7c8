import type { HealthData } from '@shop/contract';
import type { TestContext } from '../../../test/helpers.ts';

/** GET /api/health: its status code and its data. */
export async function health(ctx: Pick<TestContext, 'app'>) {
  const res = await ctx.app.inject({ url: '/api/health' });
  return { status: res.statusCode, data: (res.json() as { data: HealthData }).data };
}
