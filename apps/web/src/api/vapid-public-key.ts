import type { VapidKeyData } from '@shop/contract';
import { call } from './call';
import { alertsApi } from './operations';

/** GET /api/buyer-notifications/vapid-public-key: the shop's one key for every push subscription (buyer alerts and seller devices). */
export function fetchVapidPublicKey(): Promise<VapidKeyData> {
  return call(alertsApi.vapidPublicKey);
}
