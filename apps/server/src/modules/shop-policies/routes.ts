import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { shopPoliciesApi, type ShopPolicies } from '@shop/contract';
import { ok } from '../../lib/http.ts';
import { routeOf } from '../../lib/route.ts';

/** The operator's terms, refund policy and contact (config.ts), for every page's footer. */
export const shopPolicyRoutes: FastifyPluginAsyncTypebox<{ policies: ShopPolicies }> = async (
  app,
  { policies },
) => {
  const answer = ok(policies);
  app.route({ ...routeOf(shopPoliciesApi.get), handler: async () => answer });
};
