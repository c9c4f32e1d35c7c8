import { useQuery } from '@tanstack/react-query';
import type { RollerProfile } from '@shop/contract';
import { call } from '@/api/call';
import { authApi } from '@/api/operations';
import { useAuth } from './use-auth';

export const rollerProfileQueryKey = ['roller', 'profile'] as const;

/** GET /api/roller: the signed-in seller's code and name. */
export function fetchRollerProfile(): Promise<RollerProfile> {
  return call(authApi.profile);
}

/**
 * The seller's profile; its code selects the seller's own listing (prefix) and the realtime
 * channel. Shared because several features need the code. Disabled while signed out, or when
 * the caller says so.
 */
export function useRollerProfile({ enabled = true }: { enabled?: boolean } = {}) {
  const { isAuthenticated } = useAuth();
  return useQuery({
    queryKey: rollerProfileQueryKey,
    queryFn: fetchRollerProfile,
    enabled: isAuthenticated && enabled,
    staleTime: Infinity,
  });
}
