import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { failure } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { EMAIL, mockNotifications, saveEmail, subscription } from '../test/alerts-api';

beforeAll(() => import('./notifications-page'));

describe('/notifications', () => {
  it("describes each subscription with the game's names", async () => {
    saveEmail();
    mockNotifications({
      'GET buyer-notifications/subscriptions': () => [
        subscription(),
        subscription({
          id: 8,
          server_name: null,
          gender: null,
          max_price: null,
          characters: [],
          weapons: [],
          is_active: false,
          created_at: '2026-11-21T10:00:00.000Z',
        }),
      ],
    });
    renderRoute('/notifications');

    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    const [newest, older] = within(list).getAllByRole('listitem');
    expect(within(newest!).getByText('Starfall Reverie')).toBeInTheDocument();
    expect(within(newest!).getByText('Any account')).toBeInTheDocument();
    expect(within(newest!).getByText('Inactive')).toBeInTheDocument();
    expect(within(older!).getByText('Active')).toBeInTheDocument();
    expect(
      within(older!).getByText('TW, HK, MO · Female · Aurelia C1, Thorne C0 · Dawnlight Blade R2'),
    ).toBeInTheDocument();
    expect(within(older!).getByText('Up to $40.00 · Created Nov 20, 2026')).toBeInTheDocument();
  });

  it('deletes a subscription after confirming', async () => {
    saveEmail();
    let remaining = [subscription()];
    const { sent } = mockNotifications({
      'GET buyer-notifications/subscriptions': () => remaining,
      'DELETE buyer-notifications/subscriptions/7': () => {
        remaining = [];
        return { message: 'Deleted' };
      },
    });
    const { user } = renderRoute('/notifications');

    await user.click(
      await screen.findByRole('button', { name: 'Delete Starfall Reverie subscription' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText('Are you sure you want to delete this subscription?'),
    ).toBeVisible();
    expect(sent('DELETE', 'buyer-notifications/subscriptions/7')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Subscription deleted successfully!')).toBeVisible();
    expect(
      sent('DELETE', 'buyer-notifications/subscriptions/7')[0]!.url.searchParams.get('email'),
    ).toBe(EMAIL);
    expect(await screen.findByText('You have no subscriptions yet.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Search for accounts' })).toHaveAttribute('href', '/');
  });

  it('says so when a delete fails and keeps the subscription', async () => {
    saveEmail();
    mockNotifications({
      'DELETE buyer-notifications/subscriptions/7': () => failure(500, 'INTERNAL', 'Boom'),
    });
    const { user } = renderRoute('/notifications');

    await user.click(
      await screen.findByRole('button', { name: 'Delete Starfall Reverie subscription' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText('Failed to delete subscription. Please try again.'),
    ).toBeVisible();
    expect(screen.getByRole('list', { name: 'Subscriptions' })).toBeInTheDocument();
  });

  it('says "Unable to Load Games" when the games list fails, and still lists', async () => {
    saveEmail();
    mockNotifications({ 'GET games': () => failure(500, 'INTERNAL', 'Database unavailable') });
    renderRoute('/notifications');

    expect(await screen.findByText('Unable to Load Games')).toBeVisible();
    // Without the game's names the stored values are shown.
    expect(await screen.findByText(/tw_hk_mo · Female · aurelia C1/)).toBeInTheDocument();
  });

  it('shows why the list could not load, with a retry', async () => {
    saveEmail();
    mockNotifications({
      'GET buyer-notifications/subscriptions': () =>
        failure(500, 'INTERNAL', 'Database unavailable'),
    });
    renderRoute('/notifications');

    expect(await screen.findByText('Could not load your subscriptions')).toBeVisible();
    expect(screen.getByText('Database unavailable')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("lists this browser's push alerts too, marked as browser alerts", async () => {
    saveEmail();
    const token = 'p'.repeat(43);
    localStorage.setItem(STORAGE_KEYS.pushToken, token);
    const { sent } = mockNotifications({
      'GET buyer-notifications/subscriptions': ({ url }) =>
        url.searchParams.get('fcm_token') === token
          ? [subscription({ id: 9, channel: 'push', email: null })]
          : [subscription()],
      'DELETE buyer-notifications/subscriptions/9': () => ({ message: 'Deleted' }),
    });
    const { user } = renderRoute('/notifications');

    const list = await screen.findByRole('list', { name: 'Subscriptions' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getByText('Browser alert')).toBeInTheDocument();
    expect(within(list).getByText('Email alert')).toBeInTheDocument();

    const pushRow = within(list).getByText('Browser alert').closest('li')!;
    await user.click(within(pushRow).getByRole('button', { name: /Delete/ }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(sent('DELETE', 'buyer-notifications/subscriptions/9')).toHaveLength(1),
    );
    expect(
      sent('DELETE', 'buyer-notifications/subscriptions/9')[0]!.url.searchParams.get('fcm_token'),
    ).toBe(token);
  });

  it('drops a subscription that was already gone (404) without an error toast', async () => {
    saveEmail();
    let remaining = [subscription()];
    const { sent } = mockNotifications({
      'GET buyer-notifications/subscriptions': () => remaining,
      'DELETE buyer-notifications/subscriptions/7': () => {
        remaining = [];
        return failure(404, 'SUBSCRIPTION_NOT_FOUND', 'Subscription not found');
      },
    });
    const { user } = renderRoute('/notifications');

    await user.click(
      await screen.findByRole('button', { name: 'Delete Starfall Reverie subscription' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('You have no subscriptions yet.')).toBeVisible();
    expect(sent('DELETE', 'buyer-notifications/subscriptions/7')).toHaveLength(1);
    expect(screen.queryByText('Failed to delete subscription. Please try again.')).toBeNull();
  });

  it('forgets a push token the server no longer knows', async () => {
    saveEmail();
    localStorage.setItem(STORAGE_KEYS.pushToken, 'p'.repeat(43));
    mockNotifications({
      'GET buyer-notifications/subscriptions': ({ url }) =>
        url.searchParams.has('fcm_token')
          ? failure(404, 'PUSH_TOKEN_UNKNOWN', 'Unknown push token')
          : [subscription()],
    });
    renderRoute('/notifications');

    expect(await screen.findByRole('list', { name: 'Subscriptions' })).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull());
    expect(screen.queryByText('Could not load your subscriptions')).toBeNull();
  });
});
