import { useQuery } from '@tanstack/react-query';
import type { ShopPolicies } from '@shop/contract';
import { api } from '@/api/client';

export const shopPoliciesQueryKey = ['shop', 'policies'] as const;

/**
 * GET /api/shop/policies: the operator's terms, refund policy and contact. They change only when
 * the shop restarts, so one answer serves the whole visit: the footer's pages and the invoice's
 * contact line. Silent: each shows its own failure, or does without.
 */
export function useShopPolicies() {
  return useQuery({
    queryKey: shopPoliciesQueryKey,
    queryFn: () => api.get<ShopPolicies>('shop/policies'),
    staleTime: Infinity,
    meta: { silent: true },
  });
}
