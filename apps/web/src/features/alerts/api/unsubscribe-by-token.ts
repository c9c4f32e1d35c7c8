import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeResult } from '@shop/contract';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';
import { subscriptionsQueryKey } from './get-subscriptions';

/** `all` ends every alert of the link's e-mail; `single` the one the link was sent for. */
export type UnsubscribeVariant = 'all' | 'single';

/**
 * GET /api/buyer-notifications/unsubscribe(-single)?token=. 404 UNSUBSCRIBE_LINK_USED for a used
 * or unknown link, 400 INVALID_UNSUBSCRIBE_TOKEN for a malformed one. An empty answer is null.
 */
export async function unsubscribeByToken(
  variant: UnsubscribeVariant,
  token: string,
): Promise<UnsubscribeResult | null> {
  const query = { token };
  const result: UnsubscribeResult | undefined =
    variant === 'all'
      ? await call(alertsApi.unsubscribe, { query })
      : await call(alertsApi.unsubscribeSingle, { query });
  return result ?? null;
}

/**
 * The link's token is single-use, so the call runs once per token and its answer is kept for
 * the whole visit: no retry, no refetch on remount (StrictMode, coming back to the page), and a
 * second mount while it runs shares the same request. Not aborted when the page unmounts, as
 * the server may already have used the token. Silent: the page shows every outcome itself.
 */
export function useUnsubscribeByToken(variant: UnsubscribeVariant, token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['unsubscribe', variant, token ?? ''] as const,
    queryFn: async () => {
      const result = await unsubscribeByToken(variant, token!);
      // Manage Subscriptions must not show what was just ended.
      void queryClient.invalidateQueries({ queryKey: subscriptionsQueryKey });
      return result;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    meta: { silent: true },
  });
}
