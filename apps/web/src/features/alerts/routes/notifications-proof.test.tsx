import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { failure } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import {
  EMAIL,
  mockNotifications,
  PROVEN_TOKEN,
  saveEmail,
  saveUnprovenEmail,
  subscription,
} from '../test/alerts-api';

/** Decision 0040: the page of a browser that has not proven its saved e-mail, and the link. */

beforeAll(() => import('./notifications-page'));

const LINK_SENT = `We sent a link to ${EMAIL} to manage its alerts.`;
const LINK_TOKEN = 'L'.repeat(43);

describe('/notifications for an e-mail this browser has not proven', () => {
  it('lists what the server shows without a token and says how to see the rest', async () => {
    saveUnprovenEmail();
    const { sent } = mockNotifications({
      // The server shows a browser without the e-mail's token nothing of it.
      'GET buyer-notifications/subscriptions': () => [],
      'POST buyer-notifications/manage-link': () => ({ message: LINK_SENT }),
    });
    const { user } = renderRoute('/notifications');

    const notice = await screen.findByText(
      `To see and change the alerts of ${EMAIL} in this browser, open a link we mail to it.`,
    );
    expect(await screen.findByText('You have no subscriptions yet.')).toBeVisible();
    expect(sent('GET', 'buyer-notifications/subscriptions')[0]!.headers.has('x-alerts-token')).toBe(
      false,
    );

    await user.click(
      within(notice.closest('[role="status"]')!).getByRole('button', { name: 'Send Link' }),
    );
    expect(await screen.findByText(LINK_SENT)).toBeVisible();
    expect(sent('POST', 'buyer-notifications/manage-link')[0]!.body).toEqual({ email: EMAIL });
    expect(screen.queryByRole('button', { name: 'Send Link' })).not.toBeInTheDocument();
  });

  it('keeps the e-mail when Unsubscribe All only mailed the address a link', async () => {
    saveUnprovenEmail();
    const { sent } = mockNotifications({
      'GET buyer-notifications/subscriptions': () => [],
      'POST buyer-notifications/unsubscribe-all': () => ({
        message: LINK_SENT,
        count: 0,
        link_sent: true,
      }),
    });
    const { user } = renderRoute('/notifications');

    await user.click(await screen.findByRole('button', { name: 'Unsubscribe All' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Yes, unsubscribe all',
      }),
    );
    expect((await screen.findAllByText(LINK_SENT)).length).toBeGreaterThan(0);
    expect(
      screen.queryByText('Successfully unsubscribed from all email notifications.'),
    ).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBe(EMAIL);
    expect(sent('POST', 'buyer-notifications/unsubscribe-all')[0]!.body).toEqual({ email: EMAIL });
  });

  it('sends the proven token with each call and shows no notice', async () => {
    saveEmail();
    const { sent } = mockNotifications();
    renderRoute('/notifications');

    expect(await screen.findByRole('list', { name: 'Subscriptions' })).toBeVisible();
    expect(sent('GET', 'buyer-notifications/subscriptions')[0]!.headers.get('x-alerts-token')).toBe(
      PROVEN_TOKEN,
    );
    expect(screen.queryByRole('button', { name: 'Send Link' })).not.toBeInTheDocument();
  });
});

describe('/notifications?confirm=, the page of a link mailed to an alert address', () => {
  it('spends the link once, keeps its token with the e-mail and lists its alerts', async () => {
    const MANAGE = 'M'.repeat(43);
    const { sent } = mockNotifications({
      'POST buyer-notifications/confirm': () => ({ email: EMAIL, manage_token: MANAGE }),
      'GET buyer-notifications/subscriptions': (request) =>
        request.headers.get('x-alerts-token') === MANAGE ? [subscription()] : [],
    });
    const { router } = renderRoute(`/notifications?confirm=${LINK_TOKEN}`);

    expect(
      await screen.findByText('Your email is confirmed. Its alerts are listed below.'),
    ).toBeVisible();
    expect(await screen.findByRole('list', { name: 'Subscriptions' })).toBeVisible();
    expect(sent('POST', 'buyer-notifications/confirm')).toHaveLength(1);
    expect(sent('POST', 'buyer-notifications/confirm')[0]!.body).toEqual({ token: LINK_TOKEN });
    expect(localStorage.getItem(STORAGE_KEYS.notificationEmail)).toBe(EMAIL);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.alertTokens)!)).toEqual({
      [EMAIL]: { token: MANAGE, proven: true },
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.queryByRole('button', { name: 'Send Link' })).not.toBeInTheDocument();
  });

  it('says what to do when the link is used or expired', async () => {
    mockNotifications({
      'POST buyer-notifications/confirm': () =>
        failure(404, 'ALERT_LINK_INVALID', 'This link is invalid, already used or expired.'),
    });
    renderRoute(`/notifications?confirm=${LINK_TOKEN}`);

    expect(
      await screen.findByText(
        'This link is invalid, already used or expired (a link works once, for 24 hours). If your alerts are not listed below, ask for a new link there.',
      ),
    ).toBeVisible();
    expect(localStorage.getItem(STORAGE_KEYS.alertTokens)).toBeNull();
  });
});
