import { useQuery } from '@tanstack/react-query';
import { call } from './call';
import { shopPoliciesApi } from './operations';

export const shopPoliciesQueryKey = ['shop', 'policies'] as const;

/**
 * GET /api/shop/policies: the operator's terms, refund policy and contact. They change only when
 * the shop restarts, so one answer serves the whole visit: the footer's pages and the invoice's
 * contact line. Silent: each shows its own failure, or does without.
 */
export function useShopPolicies() {
  return useQuery({
    queryKey: shopPoliciesQueryKey,
    queryFn: () => call(shopPoliciesApi.get),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
