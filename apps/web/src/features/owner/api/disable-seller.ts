import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSummary } from '@shop/contract';
import { call } from '@/api/call';
import { ownerApi } from '@/api/operations';
import { storeSeller } from './get-sellers';

/**
 * POST /api/owner/sellers/{id}/disable: the seller cannot sign in any more and every session of
 * theirs ends. Refused (422) for the owner's own account.
 */
export function disableSeller(id: number): Promise<SellerSummary> {
  return call(ownerApi.disableSeller, { params: { id } });
}

/** Silent: the page toasts the outcome in its own words. */
export function useDisableSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSeller,
    onSuccess: (seller) => storeSeller(queryClient, seller),
    meta: { silent: true },
  });
}
