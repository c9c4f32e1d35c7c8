import { useMutation } from '@tanstack/react-query';
import type { BuyerAccessRequest, MessageData } from '@shop/contract';
import { call } from '@/api/call';
import { buyerAccessApi } from '@/api/operations';

/**
 * POST /api/buyer/request-email-access {email}: a new link by mail. The answer is the same
 * whatever the address; 429 when asked too often.
 */
export function requestAccess(body: BuyerAccessRequest): Promise<MessageData> {
  return call(buyerAccessApi.requestAccess, { body });
}

/** Silent: the form shows the failure beside its button. */
export function useRequestAccess() {
  return useMutation({ mutationFn: requestAccess, meta: { silent: true } });
}
