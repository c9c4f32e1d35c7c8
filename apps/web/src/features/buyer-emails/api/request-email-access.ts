import { useMutation } from '@tanstack/react-query';
import type { BuyerAccessRequest, MessageData } from '@shop/contract';
import { isApiError } from '@/api/api-error';
import { call } from '@/api/call';
import { buyerAccessApi } from '@/api/operations';

/**
 * POST /api/buyer/request-email-access -> {message}. The answer is the same whatever the e-mail,
 * so nobody can learn from it who bought here; 429 when the client asks too often.
 */
export function requestEmailAccess(input: BuyerAccessRequest): Promise<MessageData> {
  return call(buyerAccessApi.requestAccess, { body: input });
}

export const REQUEST_ACCESS_FAILED = 'Failed to request access. Please try again.';

/** SPEC §8: the server's message, or the fixed sentence. */
export function requestAccessFailureMessage(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || REQUEST_ACCESS_FAILED;
}

/** Silent: the form shows the failure beside its button. */
export function useRequestEmailAccess() {
  return useMutation({ mutationFn: requestEmailAccess, meta: { silent: true } });
}
