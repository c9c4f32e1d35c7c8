import { useQuery } from '@tanstack/react-query';
import type { SubRollerList } from '@shop/contract';
import { api } from '@/api/client';

export const subRollersQueryKey = ['sub-rollers', 'list'] as const;

/** GET /api/email/sub-roller/list: the signed-in seller's active sub-rollers. */
export function fetchSubRollers(signal?: AbortSignal): Promise<SubRollerList> {
  return api.get<SubRollerList>('email/sub-roller/list', { signal });
}

export function useSubRollers() {
  return useQuery({
    queryKey: subRollersQueryKey,
    queryFn: ({ signal }) => fetchSubRollers(signal),
    meta: { silent: true },
  });
}
