import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { base64UrlToBytes } from '@/lib/web-push';

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const TOKEN = 't'.repeat(43);
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser that can do Web Push, with the permission answer given. */
function fakePushBrowser(permission: NotificationPermission) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION_JSON }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: async () => permission });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  return { register, subscribe };
}

function mockPushApi() {
  return mockRoutes({
    'GET games': () => [],
    'GET buyer-notifications/vapid-public-key': () => ({ public_key: PUBLIC_KEY }),
    'POST buyer-notifications/fcm-tokens': () => ({ fcm_token: TOKEN }),
    'GET buyer-notifications/subscriptions': () => [],
  });
}

beforeAll(() => import('../routes/notifications-page'));

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('browser notifications on /notifications', () => {
  it('is not offered where the browser cannot do Web Push', async () => {
    mockPushApi();
    renderRoute('/notifications');
    expect(await screen.findByRole('heading', { name: 'Email Notifications' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Browser notifications' })).toBeNull();
  });

  it('registers the worker, subscribes with the shop key and keeps the token', async () => {
    const { register, subscribe } = fakePushBrowser('granted');
    const { sent } = mockPushApi();
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Enable browser notifications' }));
    expect(await screen.findByText('Browser notifications enabled.')).toBeVisible();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUBLIC_KEY),
    });
    expect(sent('POST', 'buyer-notifications/fcm-tokens')[0]!.body).toEqual({
      push_subscription: SUBSCRIPTION_JSON,
    });
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBe(TOKEN);
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeInTheDocument();
    // The page now lists this browser's alerts as well.
    expect(sent('GET', 'buyer-notifications/subscriptions').at(-1)!.url.search).toBe(
      `?fcm_token=${TOKEN}`,
    );
  });

  it('says how to allow notifications when the permission is refused', async () => {
    fakePushBrowser('denied');
    const { sent } = mockPushApi();
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Enable browser notifications' }));
    expect(
      await screen.findByText(/Browser notifications are blocked for this site/),
    ).toBeVisible();
    expect(sent('POST', 'buyer-notifications/fcm-tokens')).toHaveLength(0);
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
  });
});

describe('base64UrlToBytes', () => {
  it('decodes the unpadded base64url form of a VAPID key', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff]);
    expect(base64UrlToBytes(PUBLIC_KEY)).toHaveLength(65);
  });
});
