import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageData } from '@shop/contract';
import { call } from '@/api/call';
import { subRollersApi } from '@/api/operations';
import { subRollersQueryKey } from './get-sub-rollers';

/** DELETE /api/email/sub-roller {sub_code}: the code and its token stop working. */
export function removeSubRoller(subCode: string): Promise<MessageData> {
  return call(subRollersApi.remove, { body: { sub_code: subCode } });
}

/** Silent: SPEC §8 words this failure itself (Failed to remove sub-roller). */
export function useRemoveSubRoller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSubRoller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subRollersQueryKey }),
    meta: { silent: true },
  });
}
