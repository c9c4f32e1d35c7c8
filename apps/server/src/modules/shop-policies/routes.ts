import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ShopPolicies, Success } from '@shop/contract';
import { ok } from '../../lib/http.ts';

/** The operator's terms, refund policy and contact (config.ts), for every page's footer. */
export const shopPolicyRoutes: FastifyPluginAsyncTypebox<{ policies: ShopPolicies }> = async (
  app,
  { policies },
) => {
  const answer = ok(policies);
  app.get(
    '/shop/policies',
    {
      config: { access: 'public' },
      schema: {
        tags: ['storefront'],
        description:
          'Terms, refund policy and contact as the operator set them (SHOP_TERMS, SHOP_REFUND_POLICY, SHOP_CONTACT): each policy is a URL where it is published, or its text; a policy with neither (url null, text empty) and a null contact are not published yet.',
        response: { 200: Success(ShopPolicies) },
      },
    },
    async () => answer,
  );
};
