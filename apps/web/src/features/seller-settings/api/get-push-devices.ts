import { useQuery } from '@tanstack/react-query';
import type { PushDeviceList } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';

export const pushDevicesQueryKey = ['roller', 'push-devices'] as const;

/** GET /api/roller/push-devices: the seller's devices that receive Web Push. */
export function fetchPushDevices(signal?: AbortSignal): Promise<PushDeviceList> {
  return call(sellerSettingsApi.pushDevices, { signal });
}

/** Silent: the section shows its own error with a retry. */
export function usePushDevices() {
  return useQuery({
    queryKey: pushDevicesQueryKey,
    queryFn: ({ signal }) => fetchPushDevices(signal),
    meta: { silent: true },
  });
}
