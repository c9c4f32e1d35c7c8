import { ShopPolicies } from '../shop-policies.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['storefront'], access: 'public' });

/** The operator's terms, refund policy and contact, for every page's footer. */
export const shopPoliciesApi = {
  get: op({
    method: 'GET',
    path: '/shop/policies',
    description:
      'Terms, refund policy and contact as the operator set them (SHOP_TERMS, SHOP_REFUND_POLICY, SHOP_CONTACT): each policy is a URL where it is published, or its text; a policy with neither (url null, text empty) and a null contact are not published yet.',
    response: ShopPolicies,
  }),
};
