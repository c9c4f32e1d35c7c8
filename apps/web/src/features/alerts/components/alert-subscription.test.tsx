import { beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionCreate } from '@shop/contract';
import { authStore } from '@/lib/auth-store';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { accountList, GAME } from '@/test/catalog-fixtures';
import { failure, mockRoutes } from '@/test/fetch-mock';
import { renderRoute } from '@/test/render-route';
import { alertPanel, created, mockEmptyListing } from '../test/alerts-api';

// The lazily loaded flow (the listing comes with the app's shell); load it once so the first
// test is not the import's.
beforeAll(() => import('./alert-subscription'));

describe('alert subscription in the listing without results', () => {
  it('asks to enable notifications before creating a subscription', async () => {
    const { sent } = mockEmptyListing();
    const { user } = renderRoute('/games/1?characters=aurelia');
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    expect(await within(panel).findByText('Please enable notifications first')).toBeVisible();
    expect(within(panel).getByLabelText('Email address')).toHaveFocus();
    expect(sent('POST', 'buyer-notifications/subscriptions')).toHaveLength(0);
  });

  it('shows one message at a time: the one for what the buyer did last', async () => {
    const { sent } = mockEmptyListing();
    const { user } = renderRoute('/games/1?characters=aurelia');
    const panel = await alertPanel();
    const invalid = 'Please enter a valid email address';
    const enableFirst = 'Please enable notifications first';
    const enable = within(panel).getByRole('button', { name: 'Enable Notifications' });
    const create = within(panel).getByRole('button', {
      name: 'Create Subscription for This Search',
    });

    await user.type(within(panel).getByLabelText('Email address'), 'not an address');
    await user.click(enable);
    expect(await within(panel).findByText(invalid)).toBeVisible();

    await user.click(create);
    expect(await within(panel).findByText(enableFirst)).toBeVisible();
    expect(within(panel).queryByText(invalid)).not.toBeInTheDocument();

    await user.click(enable);
    expect(await within(panel).findByText(invalid)).toBeVisible();
    expect(within(panel).queryByText(enableFirst)).not.toBeInTheDocument();
    expect(within(panel).getAllByRole('alert')).toHaveLength(1);
    expect(sent('POST', 'buyer-notifications/subscriptions')).toHaveLength(0);
  });

  it("sends one subscription per selected server with the search's criteria", async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'buyer@example.com');
    const { sent } = mockEmptyListing();
    const { user } = renderRoute(
      '/games/1?servers=asia,america&gender=F&characters=aurelia,aurelia,aurelia,thorne' +
        '&weapons=dawnlight-blade,dawnlight-blade&max_price=40',
    );
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    const price = within(panel).getByLabelText('Max price (USD, optional)');
    expect(price).toHaveFocus();
    expect(price).toHaveValue(40);
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    expect(
      await screen.findByText(
        'Subscription created successfully! You will receive email notifications when matching accounts become available.',
      ),
    ).toBeVisible();
    const criteria = {
      email: 'buyer@example.com',
      game_id: 1,
      gender: 'F',
      max_price: 40,
      characters: [
        { character: 'aurelia', min_copies: 2 },
        { character: 'thorne', min_copies: 0 },
      ],
      weapons: [{ weapon: 'dawnlight-blade', min_copies: 1 }],
    };
    expect(sent('POST', 'buyer-notifications/subscriptions').map((r) => r.body)).toEqual([
      { ...criteria, server_name: 'asia' },
      { ...criteria, server_name: 'america' },
    ]);
    // One success for the whole search, however many servers it named.
    expect(screen.getAllByText(/Subscription created successfully!/)).toHaveLength(1);
    expect(within(panel).getByRole('link', { name: 'Manage subscriptions' })).toHaveAttribute(
      'href',
      '/notifications',
    );
  });

  it("sends one subscription without a server, with the panel's max price", async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'buyer@example.com');
    const { sent } = mockEmptyListing();
    const { user } = renderRoute('/games/1?characters=thorne,thorne');
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    await user.type(within(panel).getByLabelText('Max price (USD, optional)'), '75{Enter}');

    await waitFor(() => expect(sent('POST', 'buyer-notifications/subscriptions')).toHaveLength(1));
    expect(sent('POST', 'buyer-notifications/subscriptions')[0]!.body).toEqual({
      email: 'buyer@example.com',
      game_id: 1,
      server_name: null,
      gender: null,
      max_price: 75,
      characters: [{ character: 'thorne', min_copies: 1 }],
      weapons: [],
    });
  });

  it('also subscribes this browser when browser notifications are on', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'buyer@example.com');
    localStorage.setItem(STORAGE_KEYS.pushToken, 'p'.repeat(43));
    const { sent } = mockEmptyListing();
    const { user } = renderRoute('/games/1?servers=asia');
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(sent('POST', 'buyer-notifications/subscriptions')).toHaveLength(2));
    const [byEmail, byPush] = sent('POST', 'buyer-notifications/subscriptions').map(
      (r) => r.body as SubscriptionCreate,
    );
    expect(byEmail).toMatchObject({ email: 'buyer@example.com', server_name: 'asia' });
    expect(byPush).toMatchObject({ fcm_token: 'p'.repeat(43), server_name: 'asia' });
    expect(byPush).not.toHaveProperty('email');
  });

  it("shows the server's message when a subscription is refused, else the fixed sentence", async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'buyer@example.com');
    let answer = failure(422, 'TOO_MANY_SUBSCRIPTIONS', 'You already have 20 subscriptions.');
    mockEmptyListing(() => answer);
    const { user } = renderRoute('/games/1');
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You already have 20 subscriptions.')).toBeVisible();

    answer = new Response('', { status: 500 });
    await user.click(within(panel).getByRole('button', { name: 'Create' }));
    expect(
      await screen.findByText('Failed to create subscription. Please try again.'),
    ).toBeVisible();
    // The panel stays open so the buyer can try again.
    expect(within(panel).getByRole('button', { name: 'Create' })).toBeEnabled();
  });

  it('is not offered to a seller looking at their own stock', async () => {
    // The same empty listing offers the flow to a visitor: its absence below is the seller's
    // view, not a flow that cannot show here. This also loads the flow's lazy part, so from now
    // on it would render in the same pass as the panel around it.
    mockEmptyListing();
    renderRoute('/games/1');
    await alertPanel();
    cleanup();

    authStore.setToken('t1');
    mockRoutes({
      'GET games/1': () => GAME,
      'GET roller': () => ({ code: 'demo', name: 'Demo', email: null }),
      'GET roller/income': () => [],
      'GET games/1/accounts': () => accountList([]),
    });
    renderRoute('/games/1');

    expect(
      await screen.findByRole('heading', { name: 'No accounts found for your search' }),
    ).toBeInTheDocument();
    // The page knows it is the seller's own stock by now.
    expect(await screen.findByRole('heading', { name: 'Your accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Get notified about new matches' })).toBeNull();
  });

  it('still counts the e-mail alerts when the browser push token has lapsed', async () => {
    localStorage.setItem(STORAGE_KEYS.notificationEmail, 'buyer@example.com');
    localStorage.setItem(STORAGE_KEYS.pushToken, 'p'.repeat(43));
    const { sent } = mockEmptyListing((request) =>
      (request.body as SubscriptionCreate).fcm_token
        ? failure(404, 'PUSH_TOKEN_UNKNOWN', 'Unknown push token')
        : created(request.body as SubscriptionCreate, 1),
    );
    const { user } = renderRoute('/games/1?servers=asia,america');
    const panel = await alertPanel();

    await user.click(
      within(panel).getByRole('button', { name: 'Create Subscription for This Search' }),
    );
    await user.click(within(panel).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText(/Subscription created successfully!/)).toBeVisible();
    // Two by e-mail, then the first push copy is refused and the second not tried.
    expect(sent('POST', 'buyer-notifications/subscriptions')).toHaveLength(3);
    expect(localStorage.getItem(STORAGE_KEYS.pushToken)).toBeNull();
  });
});
