import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SellerWithPassword } from '@shop/contract';
import { call } from '@/api/call';
import { ownerApi } from '@/api/operations';
import { storeSeller } from './get-sellers';

/**
 * POST /api/owner/sellers/{id}/password: a new generated password, in this answer only; the
 * seller's old password stops working and every session of theirs ends.
 */
export function resetSellerPassword(id: number): Promise<SellerWithPassword> {
  return call(ownerApi.resetSellerPassword, { params: { id } });
}

/** Silent: the page toasts a failure in its own words. */
export function useResetSellerPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetSellerPassword,
    onSuccess: ({ seller }) => storeSeller(queryClient, seller),
    meta: { silent: true },
  });
}
