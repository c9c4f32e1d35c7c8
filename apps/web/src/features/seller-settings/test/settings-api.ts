import { DEFAULT_NOTIFY, type PushDevice, type SellerSettings } from '@shop/contract';
import { authStore } from '@/lib/auth-store';
import { mockRoutes, type RouteHandler, type SentRequest } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

export function sellerSettings(overrides: Partial<SellerSettings> = {}): SellerSettings {
  return {
    code: 'mika',
    name: 'Mika Store',
    notification_email: 'mika@example.com',
    pending_notification_email: null,
    notify: { ...DEFAULT_NOTIFY },
    discord_webhook_url: null,
    webhook_url: null,
    webhook_secret_set: false,
    payment_instructions: '',
    order_reply_to: 'mika@shop.example',
    default_warranty_days: 7,
    ...overrides,
  };
}

export function pushDevice(overrides: Partial<PushDevice> = {}): PushDevice {
  return {
    id: 3,
    label: 'Chrome on Android',
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** Answers PUT roller/settings as the server does: `base` with the fields sent changed. */
export const applyUpdate =
  (base: SellerSettings = sellerSettings()) =>
  ({ body }: SentRequest) => ({ ...base, ...(body as Partial<SellerSettings>) });

/**
 * Signs in and opens /settings against a fake API: the settings (changed by `setSettings`), no
 * devices and no deliveries unless `routes` answers otherwise.
 */
export function openSettings(
  routes: Record<string, RouteHandler> = {},
  initial: SellerSettings = sellerSettings(),
) {
  authStore.setToken('t1');
  let current = initial;
  const api = mockRoutes({
    'GET roller/settings': () => current,
    'GET roller/push-devices': () => ({ devices: [] }),
    'GET roller/notification-deliveries': () => ({ deliveries: [] }),
    ...routes,
  });
  const view = renderRoute('/settings');
  return {
    ...view,
    api,
    setSettings: (next: SellerSettings) => (current = next),
  };
}
