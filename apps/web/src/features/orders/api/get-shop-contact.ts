import { useQuery } from '@tanstack/react-query';
import type { ShopContact, ShopPolicies } from '@shop/contract';
import { api } from '@/api/client';

/** The shop's key for GET /api/shop/policies, so the footer's pages and the invoice share one answer. */
const shopPoliciesQueryKey = ['shop', 'policies'] as const;

/**
 * The shop's contact (SHOP_CONTACT), a second way for a buyer to ask about an order; null until
 * the operator sets one, or while it loads. It changes only when the shop restarts. Silent: the
 * invoice reads well without it.
 */
export function useShopContact(): ShopContact | null {
  const { data } = useQuery({
    queryKey: shopPoliciesQueryKey,
    queryFn: () => api.get<ShopPolicies>('shop/policies'),
    staleTime: Infinity,
    meta: { silent: true },
  });
  return data?.contact ?? null;
}
