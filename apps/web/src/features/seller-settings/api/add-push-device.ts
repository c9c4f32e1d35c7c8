import type { PushDevice, PushDeviceBody } from '@shop/contract';
import { api } from '@/api/client';

/** POST /api/roller/push-devices: this browser's push subscription, under a name. */
export function addPushDevice(body: PushDeviceBody): Promise<PushDevice> {
  return api.post<PushDevice>('roller/push-devices', body);
}
