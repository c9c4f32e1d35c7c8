import { useQuery } from '@tanstack/react-query';
import type { ShopPolicies } from '@shop/contract';
import { api } from '@/api/client';

export const shopPoliciesQueryKey = ['shop', 'policies'] as const;

/**
 * GET /api/shop/policies: the operator's terms, refund policy and contact. They change only when
 * the shop restarts, so one answer serves the whole visit. Silent: the page shows its own
 * failure with a retry.
 */
export function useShopPolicies() {
  return useQuery({
    queryKey: shopPoliciesQueryKey,
    queryFn: () => api.get<ShopPolicies>('shop/policies'),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
