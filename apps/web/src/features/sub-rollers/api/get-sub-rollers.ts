import { useQuery } from '@tanstack/react-query';
import type { SubRollerList } from '@shop/contract';
import { call } from '@/api/call';
import { subRollersApi } from '@/api/operations';

export const subRollersQueryKey = ['sub-rollers', 'list'] as const;

/** GET /api/email/sub-roller/list: the signed-in seller's active sub-rollers. */
export function fetchSubRollers(signal?: AbortSignal): Promise<SubRollerList> {
  return call(subRollersApi.list, { signal });
}

export function useSubRollers() {
  return useQuery({
    queryKey: subRollersQueryKey,
    queryFn: ({ signal }) => fetchSubRollers(signal),
    meta: { silent: true },
  });
}
