import type { DisputeStatus } from '@shop/contract/values';
import { buyerDisputesKey } from '@/api/buyer-disputes';

export type DisputesParams = { page: number; status?: DisputeStatus };

/**
 * Every disputes query. The back office's lists and pages sit under one prefix, so a message
 * or a resolution refreshes them all; the buyer's sit under the access token, so a new link
 * never sees another's cache.
 */
export const disputeKeys = {
  all: ['roller', 'disputes'] as const,
  lists: () => [...disputeKeys.all, 'list'] as const,
  list: (params: DisputesParams) => [...disputeKeys.lists(), params] as const,
  detail: (id: number) => [...disputeKeys.all, 'detail', id] as const,
  buyer: (token: string) => ['buyer-disputes', token] as const,
  buyerDisputes: buyerDisputesKey,
  buyerPurchases: (token: string) => [...disputeKeys.buyer(token), 'purchases'] as const,
};
