import type { PushRegistration, PushTokenData } from '@shop/contract';
import { call } from '@/api/call';
import { alertsApi } from '@/api/operations';

/** POST /api/buyer-notifications/fcm-tokens: this browser's push subscription -> its token. */
export function registerPushToken(body: PushRegistration): Promise<PushTokenData> {
  return call(alertsApi.registerPush, { body });
}
