import { useQuery } from '@tanstack/react-query';
import type { SubRollerInfo } from '@shop/contract';
import { call } from '@/api/call';
import { subRollersApi } from '@/api/operations';
import { accessQueryKey } from './get-access-emails';

/** GET /api/email/sub-roller/access/info: whose mail the token reads (names its channel). */
export function fetchAccessInfo(token: string, signal?: AbortSignal): Promise<SubRollerInfo> {
  return call(subRollersApi.accessInfo, { subRollerToken: token, signal });
}

/** Also the viewer's check of the token: a 401 here is SPEC's Invalid Access screen. */
export function useAccessInfo(token: string | null) {
  return useQuery({
    queryKey: [...accessQueryKey(token ?? ''), 'info'],
    queryFn: ({ signal }) => fetchAccessInfo(token ?? '', signal),
    enabled: token !== null,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
