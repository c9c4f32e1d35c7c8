import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateSellerBody, SellerWithPassword } from '@shop/contract';
import { call } from '@/api/call';
import { ownerApi } from '@/api/operations';
import { sellersQueryKey, storeSeller } from './get-sellers';

/** POST /api/owner/sellers {code, name}: the new seller and a generated password, shown once. */
export function createSeller(body: CreateSellerBody): Promise<SellerWithPassword> {
  return call(ownerApi.createSeller, { body });
}

/** Silent: the form shows a refused code or name under its field and anything else above. */
export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeller,
    onSuccess: ({ seller }) => {
      storeSeller(queryClient, seller);
      void queryClient.invalidateQueries({ queryKey: sellersQueryKey });
    },
    meta: { silent: true },
  });
}
