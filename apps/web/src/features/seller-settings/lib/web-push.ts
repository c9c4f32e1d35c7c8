import type { PushSubscriptionJson } from '@shop/contract';

/**
 * `unsupported`: no Web Push here (Safari on iPhone and iPad has it only in a Home Screen app);
 * `blocked`: the seller refused notifications for the shop and only the browser can undo it.
 */
export type PushAvailability = 'available' | 'unsupported' | 'blocked';

export function pushAvailability(): PushAvailability {
  if (
    typeof window === 'undefined' ||
    !('PushManager' in window) ||
    !('serviceWorker' in navigator) ||
    !('Notification' in window)
  ) {
    return 'unsupported';
  }
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

export const PUSH_UNSUPPORTED =
  'This browser cannot show push notifications. On iPhone and iPad, add the shop to your Home Screen and open it from there.';
export const PUSH_BLOCKED =
  'Notifications are blocked for this site. Allow them in your browser settings, then try again.';

/**
 * Asks for permission, makes sure /sw.js is installed and returns this browser's push
 * subscription, made with the shop's key unless one exists: buyer alerts and seller
 * notifications in one browser share it, as the browser keeps one per worker.
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscriptionJson> {
  if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_BLOCKED);
  await navigator.serviceWorker.register('/sw.js');
  const { pushManager } = await navigator.serviceWorker.ready;
  const subscription =
    (await pushManager.getSubscription()) ??
    // The Push API takes the key in the base64url form the server sends it in.
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }));
  return subscription.toJSON() as PushSubscriptionJson;
}
