import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { callsTo, failure, jsonResponse, mockApi, success } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';

const TOKEN = 'a'.repeat(43);

const LISTED = {
  id: 7,
  channel: 'email',
  email: 'buyer@example.com',
  game_id: 1,
  game: { id: 1, name: 'Starfall Reverie' },
  server_name: null,
  gender: null,
  max_price: null,
  characters: [],
  weapons: [],
  is_active: true,
  created_at: '2026-11-20T10:00:00.000Z',
};

// Both pages are code-split; load them up front so a test's time is not their first import's.
beforeAll(() => Promise.all([import('./unsubscribe-page'), import('./notifications-page')]));

async function expectOutcome(heading: string, message: string) {
  expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeVisible();
}

describe('/unsubscribe and /unsubscribe-single', () => {
  it("unsubscribes one subscription and shows the server's message", async () => {
    const fetchMock = mockApi({
      'buyer-notifications/unsubscribe-single': { message: 'Alert for Genshin ended.', count: 1 },
    });
    renderRoute(`/unsubscribe-single?token=${TOKEN}`);

    expect(await screen.findByText('Unsubscribing...')).toBeInTheDocument();
    await expectOutcome('Unsubscribed', 'Alert for Genshin ended.');
    const [call] = callsTo(fetchMock, 'buyer-notifications/unsubscribe-single');
    expect(call!.searchParams.get('token')).toBe(TOKEN);
    expect(screen.getByRole('link', { name: 'Return to Website' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Manage Subscriptions' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it.each([
    ['/unsubscribe', 'buyer-notifications/unsubscribe', 'from all email notifications.'],
    ['/unsubscribe-single', 'buyer-notifications/unsubscribe-single', 'from this subscription'],
  ])('%s says the default sentence when the server gives none', async (path, api, tail) => {
    mockApi({ [api]: { message: '', count: 3 } });
    renderRoute(`${path}?token=${TOKEN}`);
    await expectOutcome('Unsubscribed', `You have been successfully unsubscribed ${tail}`);
  });

  it('says the link was used (404)', async () => {
    mockApi({
      'buyer-notifications/unsubscribe': () =>
        failure(404, 'UNSUBSCRIBE_LINK_USED', 'Link already used'),
    });
    renderRoute(`/unsubscribe?token=${TOKEN}`);
    await expectOutcome(
      'Unsubscribe failed',
      'This unsubscribe link is invalid or has already been used.',
    );
    expect(screen.getByRole('link', { name: 'Manage Subscriptions' })).toBeInTheDocument();
  });

  it('says the token is malformed (400)', async () => {
    mockApi({
      'buyer-notifications/unsubscribe': () =>
        failure(400, 'INVALID_UNSUBSCRIBE_TOKEN', 'token: malformed'),
    });
    renderRoute('/unsubscribe?token=short');
    await expectOutcome(
      'Unsubscribe failed',
      'Invalid unsubscribe token. Please check your email link.',
    );
  });

  it("shows another failure's message, or the fixed sentence without one (500)", async () => {
    mockApi({
      'buyer-notifications/unsubscribe': () => failure(500, 'INTERNAL', 'Database unavailable'),
      'buyer-notifications/unsubscribe-single': () => new Response('', { status: 500 }),
    });
    renderRoute(`/unsubscribe?token=${TOKEN}`);
    await expectOutcome('Unsubscribe failed', 'Database unavailable');
    renderRoute(`/unsubscribe-single?token=${TOKEN}`);
    expect(
      await screen.findByText('An error occurred while unsubscribing. Please try again later.'),
    ).toBeVisible();
  });

  it('says the answer was unexpected when it holds neither data nor an error', async () => {
    mockApi({
      'buyer-notifications/unsubscribe': () => jsonResponse(200, { ok: true }),
      'buyer-notifications/unsubscribe-single': () => new Response('', { status: 200 }),
    });
    renderRoute(`/unsubscribe?token=${TOKEN}`);
    await expectOutcome(
      'Unsubscribe failed',
      'Unexpected response from server. Please try again later.',
    );
    renderRoute(`/unsubscribe-single?token=${TOKEN}`);
    await waitFor(() =>
      expect(
        screen.getAllByText('Unexpected response from server. Please try again later.'),
      ).toHaveLength(2),
    );
  });

  it('says the link is invalid without a token, and calls nothing', async () => {
    const fetchMock = mockApi({});
    renderRoute('/unsubscribe?token=');
    await expectOutcome('Invalid link', 'Invalid unsubscribe link. No token provided.');
    expect(screen.getByRole('link', { name: 'Return to Website' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manage Subscriptions' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses the single-use token once, even when StrictMode mounts the page twice', async () => {
    const fetchMock = mockApi({
      'buyer-notifications/unsubscribe': () => success({ message: 'Done.', count: 2 }),
    });
    const { router } = renderRoute(`/unsubscribe?token=${TOKEN}`, { strict: true });
    await expectOutcome('Unsubscribed', 'Done.');

    // Away and back again: the answer is kept, the used token is not sent a second time.
    await router.navigate('/');
    await router.navigate(`/unsubscribe?token=${TOKEN}`);
    await expectOutcome('Unsubscribed', 'Done.');
    expect(callsTo(fetchMock, 'buyer-notifications/unsubscribe')).toHaveLength(1);
  });

  it('Manage Subscriptions shows the list without what the link ended', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'buyer@example.com');
    let listed: unknown[] = [{ ...LISTED }];
    const fetchMock = mockApi({
      games: [],
      'buyer-notifications/subscriptions': () => success(listed),
      'buyer-notifications/unsubscribe-single': () => {
        listed = [];
        return success({ message: 'Done.', count: 1 });
      },
    });
    const { router, user } = renderRoute('/notifications');
    expect(await screen.findByRole('list', { name: 'Subscriptions' })).toBeInTheDocument();

    await router.navigate(`/unsubscribe-single?token=${TOKEN}`);
    await user.click(await screen.findByRole('link', { name: 'Manage Subscriptions' }));
    expect(await screen.findByText('You have no subscriptions yet.')).toBeVisible();
    expect(callsTo(fetchMock, 'buyer-notifications/subscriptions')).toHaveLength(2);
  });
});
