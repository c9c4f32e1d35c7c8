import { useQuery } from '@tanstack/react-query';
import type { BuyerEmails } from '@shop/contract';
import { isApiError } from '@/api/api-error';
import { call } from '@/api/call';
import { buyerAccessApi } from '@/api/operations';
import { buyerEmailKeys } from './buyer-email-keys';

/** GET /api/buyer/emails?token=; 401 BUYER_ACCESS_INVALID for an expired or unknown token. */
export function fetchBuyerEmails(token: string, signal?: AbortSignal): Promise<BuyerEmails> {
  return call(buyerAccessApi.emails, { query: { token }, signal });
}

export const ACCESS_FAILED = 'Failed to access emails. Your token may have expired or is invalid.';

/** SPEC §8: the server's message, or the fixed sentence. */
export function accessFailureMessage(error: unknown): string {
  return (isApiError(error) && error.serverMessage) || ACCESS_FAILED;
}

/**
 * The server refused the token itself (expired, unknown): unlike a network failure, it will
 * not work again, so the page drops the mail it shows and offers a new link.
 */
export function isAccessRefused(error: unknown): boolean {
  return isApiError(error) && (error.status === 401 || error.status === 403);
}

/** Silent: the page shows its own Access Error card. */
export function useBuyerEmails(token: string | null) {
  return useQuery({
    queryKey: buyerEmailKeys.list(token ?? ''),
    queryFn: ({ signal }) => fetchBuyerEmails(token!, signal),
    enabled: Boolean(token),
    meta: { silent: true },
  });
}
