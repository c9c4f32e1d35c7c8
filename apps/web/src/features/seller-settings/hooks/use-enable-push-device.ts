import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PushDevice, PushDeviceList } from '@shop/contract';
import { addPushDevice } from '../api/add-push-device';
import { pushDevicesQueryKey } from '../api/get-push-devices';
import { fetchVapidPublicKey } from '@/api/vapid-public-key';
import { subscribeThisBrowser } from '@/lib/web-push';

async function enablePushDevice(label: string): Promise<PushDevice> {
  const { public_key } = await fetchVapidPublicKey();
  const push_subscription = await subscribeThisBrowser(public_key);
  return addPushDevice({ push_subscription, ...(label ? { label } : {}) });
}

/**
 * Subscribes this browser and adds it to the seller's devices. Silent: a refusal may come from
 * the browser (permission) as well as from the server, and the section words both inline.
 */
export function useEnablePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enablePushDevice,
    // Listed at once, so the device is "This device" before the list is asked for again.
    onSuccess: (device) =>
      queryClient.setQueryData<PushDeviceList>(pushDevicesQueryKey, (list) =>
        list ? { devices: [...list.devices.filter(({ id }) => id !== device.id), device] } : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pushDevicesQueryKey }),
    meta: { silent: true },
  });
}
