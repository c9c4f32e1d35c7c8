import type { PushSubscriptionJson } from '@shop/contract';

/** Browser notifications need both; Safari on iOS has them only for home-screen apps. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'serviceWorker' in navigator &&
    'Notification' in window
  );
}

/**
 * `unsupported`: no Web Push here (Safari on iPhone and iPad has it only in a Home Screen app);
 * `blocked`: the visitor refused notifications for the shop and only the browser can undo it.
 */
export type PushAvailability = 'available' | 'unsupported' | 'blocked';

export function pushAvailability(): PushAvailability {
  if (!isPushSupported()) return 'unsupported';
  return Notification.permission === 'denied' ? 'blocked' : 'available';
}

export const PUSH_UNSUPPORTED =
  'This browser cannot show push notifications. On iPhone and iPad, add the shop to your Home Screen and open it from there.';

/** The VAPID key comes base64url-encoded; pushManager.subscribe wants its bytes. */
export function base64UrlToBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export const PUSH_BLOCKED =
  'Browser notifications are blocked for this site. Allow them in your browser settings, then try again.';

/**
 * Asks for permission, registers /sw.js and subscribes this browser with the shop's key.
 * An existing subscription is reused, so turning alerts on again keeps the same endpoint, and
 * buyer alerts and seller notifications in one browser share it (one per service worker).
 */
export async function subscribeThisBrowser(publicKey: string): Promise<PushSubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new Error(PUSH_BLOCKED);
  await navigator.serviceWorker.register('/sw.js');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(publicKey),
    }));
  return subscription.toJSON() as PushSubscriptionJson;
}

/** Stops pushes to this browser; the server forgets the endpoint once pushes to it fail. */
export async function unsubscribeThisBrowser(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  const subscription = await registration?.pushManager.getSubscription();
  await subscription?.unsubscribe();
}
