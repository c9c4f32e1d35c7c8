import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DisputeList } from '@shop/contract';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys, type DisputesParams } from './dispute-keys';

export const DISPUTES_PAGE_SIZE = 20;

/** GET /api/roller/disputes: the seller's disputes (the owner's: every seller's), newest first. */
export function fetchDisputes(
  { page, status }: DisputesParams,
  signal?: AbortSignal,
): Promise<DisputeList> {
  return call(disputesApi.list, { query: { page, limit: DISPUTES_PAGE_SIZE, status }, signal });
}

/** Keeps the page on screen while the next loads. Silent: the list shows its own error. */
export function useDisputes(params: DisputesParams) {
  return useQuery({
    queryKey: disputeKeys.list(params),
    queryFn: ({ signal }) => fetchDisputes(params, signal),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

export type DisputesResult = ReturnType<typeof useDisputes>;
