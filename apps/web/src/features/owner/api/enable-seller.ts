import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerSummary } from '@shop/contract';
import { call } from '@/api/call';
import { ownerApi } from '@/api/operations';
import { storeSeller } from './get-sellers';

/** POST /api/owner/sellers/{id}/enable: a disabled seller may sign in again. */
export function enableSeller(id: number): Promise<SellerSummary> {
  return call(ownerApi.enableSeller, { params: { id } });
}

/** Silent: the page toasts the outcome in its own words. */
export function useEnableSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableSeller,
    onSuccess: (seller) => storeSeller(queryClient, seller),
    meta: { silent: true },
  });
}
