import type { PushRegistration, PushTokenData } from '@shop/contract';
import { api } from '@/api/client';

/** POST /api/buyer-notifications/fcm-tokens: this browser's push subscription -> its token. */
export function registerPushToken(body: PushRegistration): Promise<PushTokenData> {
  return api.post<PushTokenData>('buyer-notifications/fcm-tokens', body);
}
