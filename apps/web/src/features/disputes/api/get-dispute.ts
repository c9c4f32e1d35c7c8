import { useQuery } from '@tanstack/react-query';
import type { Dispute } from '@shop/contract';
import { call } from '@/api/call';
import { disputesApi } from '@/api/operations';
import { disputeKeys } from './dispute-keys';

/** GET /api/roller/disputes/{id}: 404 DISPUTE_NOT_FOUND for another seller's, or none. */
export function fetchDispute(id: number, signal?: AbortSignal): Promise<Dispute> {
  return call(disputesApi.get, { params: { id }, signal });
}

/** One dispute whole; null asks nothing. Silent: the page shows its own states. */
export function useDispute(id: number | null) {
  return useQuery({
    queryKey: disputeKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchDispute(id!, signal),
    enabled: id !== null,
    meta: { silent: true },
  });
}
