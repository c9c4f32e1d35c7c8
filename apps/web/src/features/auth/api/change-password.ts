import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@shop/contract';
import { PASSWORD_MIN } from '@shop/contract/values';
import { call } from '@/api/call';
import { authApi } from '@/api/operations';

/** The server's rule, so the form can say so before submitting. */
export const PASSWORD_MIN_LENGTH = PASSWORD_MIN;

/** POST /api/roller/change-password; the current session stays valid afterwards. */
export function changePassword(body: ChangePasswordBody): Promise<unknown> {
  return call(authApi.changePassword, { body });
}

/** Silent: the form words its failure itself (SPEC §8 "Failed to change password"). */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
