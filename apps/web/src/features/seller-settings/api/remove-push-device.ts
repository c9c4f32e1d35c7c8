import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDeviceList } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';
import { pushDevicesQueryKey } from './get-push-devices';

/** DELETE /api/roller/push-devices/{id}: that device gets no more seller notifications. */
export function removePushDevice(id: number): Promise<unknown> {
  return call(sellerSettingsApi.removePushDevice, { params: { id } });
}

/** Off the list at once; a failure comes as the shared error toast. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSuccess: (_answer, removedId) =>
      queryClient.setQueryData<PushDeviceList>(pushDevicesQueryKey, (list) =>
        list ? { devices: list.devices.filter(({ id }) => id !== removedId) } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
  });
}
