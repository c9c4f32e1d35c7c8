import type { PushDevice, PushDeviceBody } from '@shop/contract';
import { call } from '@/api/call';
import { sellerSettingsApi } from '@/api/operations';

/** POST /api/roller/push-devices: this browser's push subscription, under a name. */
export function addPushDevice(body: PushDeviceBody): Promise<PushDevice> {
  return call(sellerSettingsApi.addPushDevice, { body });
}
