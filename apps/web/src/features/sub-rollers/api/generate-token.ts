import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubRoller } from '@shop/contract';
import { call } from '@/api/call';
import { subRollersApi } from '@/api/operations';
import { subRollersQueryKey } from './get-sub-rollers';

/** POST /api/email/sub-roller/token: SPEC §5 sends the code in lower case. */
export function generateSubRollerToken(subCode: string): Promise<SubRoller> {
  return call(subRollersApi.create, { body: { sub_code: subCode.trim().toLowerCase() } });
}

/** Silent: SPEC §8 words this failure itself (Failed to generate token). */
export function useGenerateSubRollerToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateSubRollerToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subRollersQueryKey }),
    meta: { silent: true },
  });
}
