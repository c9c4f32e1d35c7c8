import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PushDevice } from '@shop/contract';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { SentRequest } from '@/test/fetch-mock';
import { openSettings, pushDevice } from '../test/settings-api';
import { base64UrlToBytes } from '@/lib/web-push';

beforeAll(() => import('../routes/settings-page'));

const PUBLIC_KEY =
  'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.com/send/abc',
  expirationTime: null,
  keys: { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) },
};

/** A browser that can do Web Push, with the permission it has and the answer it will give. */
function fakePushBrowser(
  permission: NotificationPermission = 'default',
  answer: NotificationPermission = 'granted',
) {
  const subscribe = vi.fn(async () => ({ toJSON: () => SUBSCRIPTION_JSON }));
  const registration = { pushManager: { getSubscription: async () => null, subscribe } };
  const register = vi.fn(async () => registration);
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission, requestPermission: async () => answer });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, ready: Promise.resolve(registration) },
  });
  return { register, subscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const pushSection = () => screen.findByRole('region', { name: 'This device (Web Push)' });

function withDevices(initial: PushDevice[]) {
  let devices = initial;
  return {
    'GET roller/push-devices': () => ({ devices }),
    'DELETE roller/push-devices/3': () => {
      devices = devices.filter((d) => d.id !== 3);
      return { message: 'Device removed' };
    },
    'GET buyer-notifications/vapid-public-key': () => ({ public_key: PUBLIC_KEY }),
    'POST roller/push-devices': ({ body }: SentRequest) => {
      const device = pushDevice({ id: 8, label: (body as { label: string }).label });
      devices = [...devices, device];
      return device;
    },
  };
}

describe('Web Push devices on /settings', () => {
  it('says so where the browser cannot do Web Push', async () => {
    openSettings();
    const section = await pushSection();
    expect(within(section).getByText(/This browser cannot show push notifications/)).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Enable on this device' })).toBeNull();
  });

  it('says how to allow notifications when they are blocked', async () => {
    fakePushBrowser('denied');
    openSettings();
    const section = await pushSection();
    expect(
      within(section).getByText(/Browser notifications are blocked for this site/),
    ).toBeVisible();
    expect(within(section).queryByRole('button', { name: 'Enable on this device' })).toBeNull();
  });

  it('enables this device under the name given and marks it as this device', async () => {
    const { register, subscribe } = fakePushBrowser();
    const { user, api } = openSettings(withDevices([]));
    const section = await pushSection();
    expect(
      await within(section).findByText('No device gets push notifications yet.'),
    ).toBeVisible();
    const name = within(section).getByLabelText('Device name');
    await user.clear(name);
    await user.type(name, 'Desk PC');
    await user.click(within(section).getByRole('button', { name: 'Enable on this device' }));

    const list = await within(section).findByRole('list', { name: 'Push devices' });
    expect(within(list).getByText('Desk PC')).toBeVisible();
    expect(within(list).getByText('This device')).toBeVisible();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(PUBLIC_KEY),
    });
    expect(api.sent('POST', 'roller/push-devices')[0]!.body).toEqual({
      push_subscription: SUBSCRIPTION_JSON,
      label: 'Desk PC',
    });
    expect(localStorage.getItem(STORAGE_KEYS.sellerPushDeviceId)).toBe('8');
    expect(within(section).queryByRole('button', { name: 'Enable on this device' })).toBeNull();
  });

  it('says what to do when the permission is refused while enabling', async () => {
    fakePushBrowser('default', 'denied');
    const { user, api } = openSettings(withDevices([]));
    const section = await pushSection();
    await user.click(within(section).getByRole('button', { name: 'Enable on this device' }));
    expect(
      await within(section).findByText(/Browser notifications are blocked for this site/),
    ).toBeVisible();
    expect(api.sent('POST', 'roller/push-devices')).toHaveLength(0);
  });

  it('removes a device, and forgets this device when it was the one removed', async () => {
    fakePushBrowser('granted');
    localStorage.setItem(STORAGE_KEYS.sellerPushDeviceId, '3');
    const { user, api } = openSettings(
      withDevices([pushDevice(), pushDevice({ id: 4, label: 'Safari on iPhone' })]),
    );
    const list = await within(await pushSection()).findByRole('list', { name: 'Push devices' });
    const [mine] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByText('This device')).toBeVisible();

    await user.click(within(list).getByRole('button', { name: 'Remove Chrome on Android' }));
    await waitFor(() => expect(within(list).queryByText('Chrome on Android')).toBeNull());
    expect(api.sent('DELETE', 'roller/push-devices/3')).toHaveLength(1);
    expect(within(list).getByText('Safari on iPhone')).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.sellerPushDeviceId)).toBeNull();
    expect(
      await screen.findByRole('button', { name: 'Enable on this device' }),
    ).toBeInTheDocument();
  });
});
