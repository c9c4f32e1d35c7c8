import type { VapidKeyData } from '@shop/contract';
import { api } from '@/api/client';

/** GET /api/buyer-notifications/vapid-public-key: the shop's one key for every push subscription (buyer alerts and seller devices). */
export function fetchVapidPublicKey(): Promise<VapidKeyData> {
  return api.get<VapidKeyData>('buyer-notifications/vapid-public-key');
}
