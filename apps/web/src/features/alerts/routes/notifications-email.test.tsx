import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { failure } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { EMAIL, mockNotifications, saveEmail } from '../test/alerts-api';

beforeAll(() => import('./notifications-page'));

describe('/notifications: the e-mail alerts go to', () => {
  it('enables notifications with a valid e-mail, then lists its subscriptions', async () => {
    const { sent } = mockNotifications();
    const { user } = renderRoute('/notifications');

    const input = await screen.findByLabelText('Email address');
    expect(sent('GET', 'buyer-notifications/subscriptions')).toHaveLength(0);
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Enable Notifications' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeVisible();

    await user.clear(input);
    await user.type(input, `${EMAIL}{Enter}`);
    expect(await screen.findByText('Email saved! Now you can create subscriptions.')).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Subscriptions' })).toBeInTheDocument();
    expect(sent('GET', 'buyer-notifications/subscriptions')[0]!.url.searchParams.get('email')).toBe(
      EMAIL,
    );
  });

  it('unsubscribes from all after confirming, which forgets the saved e-mail', async () => {
    saveEmail();
    const { sent } = mockNotifications({
      'POST buyer-notifications/unsubscribe-all': () => ({ message: 'Done', count: 1 }),
    });
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe All' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, unsubscribe all' }));

    expect(
      await screen.findByText('Successfully unsubscribed from all email notifications.'),
    ).toBeVisible();
    expect(sent('POST', 'buyer-notifications/unsubscribe-all')[0]!.body).toEqual({ email: EMAIL });
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBeNull();
    expect(screen.getByRole('button', { name: 'Enable Notifications' })).toBeInTheDocument();
  });

  it('keeps the e-mail when unsubscribing from all fails', async () => {
    saveEmail();
    mockNotifications({
      'POST buyer-notifications/unsubscribe-all': () => failure(500, 'INTERNAL', 'Boom'),
    });
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe All' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, unsubscribe all',
      }),
    );
    expect(
      await screen.findByText('Failed to unsubscribe from all notifications. Please try again.'),
    ).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBe(EMAIL);
  });

  it('disables notifications by forgetting the e-mail on this device only', async () => {
    saveEmail();
    const { requests } = mockNotifications();
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('Notifications disabled. Your email has been removed.'),
    ).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBeNull();
    expect(requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Your Subscriptions' })).not.toBeInTheDocument();
  });

  it('changes the e-mail and lists the new address’s subscriptions', async () => {
    saveEmail();
    const { sent } = mockNotifications();
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Change Email' }));
    const input = screen.getByLabelText('New email address');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'other@example.com{Enter}');
    expect(await screen.findByText('Email address updated successfully!')).toBeVisible();
    await waitFor(() =>
      expect(
        sent('GET', 'buyer-notifications/subscriptions').map((r) =>
          r.url.searchParams.get('email'),
        ),
      ).toContain('other@example.com'),
    );
  });
});
