import { screen } from '@testing-library/react';
import type { Subscription, SubscriptionCreate, SubscriptionCreated } from '@shop/contract';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { accountList, GAME } from '@/test/catalog-fixtures';
import { mockRoutes, type RouteHandler, type SentRequest } from '@/test/fetch-mock';

/** The buyer's notification e-mail in these tests. */
export const EMAIL = 'buyer@example.com';

/** A subscription as the server lists it. */
export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 7,
    channel: 'email',
    email: EMAIL,
    game_id: 1,
    game: { id: 1, name: GAME.name },
    server_name: 'tw_hk_mo',
    gender: 'F',
    max_price: 40,
    characters: [
      { character: 'aurelia', min_copies: 1 },
      { character: 'thorne', min_copies: 0 },
    ],
    weapons: [{ weapon: 'dawnlight-blade', min_copies: 1 }],
    is_active: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The management token of a browser that proved EMAIL (decision 0040). */
export const PROVEN_TOKEN = 'P'.repeat(43);

/**
 * The subscription the server answers for a created `body`: by default from a browser that
 * proved the e-mail (`proof` says otherwise).
 */
export function created(
  body: SubscriptionCreate,
  id: number,
  proof: Pick<SubscriptionCreated, 'address_proven' | 'link_sent' | 'manage_token'> = {
    address_proven: true,
    link_sent: false,
  },
): SubscriptionCreated {
  return {
    ...proof,
    ...createdSubscription(body, id),
  };
}

function createdSubscription(body: SubscriptionCreate, id: number): Subscription {
  return subscription({
    id,
    channel: body.fcm_token ? 'push' : 'email',
    email: body.email ?? null,
    game_id: body.game_id,
    game: { id: body.game_id, name: GAME.name },
    server_name: body.server_name ?? null,
    gender: body.gender ?? null,
    max_price: body.max_price ?? null,
    characters: body.characters ?? [],
    weapons: body.weapons ?? [],
    created_at: '2026-11-23T10:00:00.000Z',
  });
}

const STATS = [{ game_id: 1, game_name: GAME.name, total_revenue: 0, total_sold: 0 }];

/** A listing that finds nothing, and a server that accepts every subscription. */
export function mockEmptyListing(
  createAnswer: (request: SentRequest) => unknown = (request) =>
    created(request.body as SubscriptionCreate, 1),
) {
  return mockRoutes({
    'GET games/1': () => GAME,
    'GET games/sales-stats': () => STATS,
    'GET games/1/accounts': () => accountList([]),
    'POST buyer-notifications/subscriptions': createAnswer,
  });
}

/** The alert flow's panel in the "No accounts found" card. */
export const alertPanel = async () =>
  screen.findByRole('region', { name: 'Get notified about new matches' });

/** The notifications page's answers: the games, and one subscription of EMAIL. */
export function mockNotifications(routes: Record<string, RouteHandler> = {}) {
  return mockRoutes({
    'GET games': () => [GAME],
    'GET buyer-notifications/subscriptions': () => [subscription()],
    ...routes,
  });
}

/** A browser that saved EMAIL and proved it (opened a link mailed to it). */
export const saveEmail = () => {
  localStorage.setItem(STORAGE_KEYS.notificationEmail, EMAIL);
  localStorage.setItem(
    STORAGE_KEYS.alertTokens,
    JSON.stringify({ [EMAIL]: { token: PROVEN_TOKEN, proven: true } }),
  );
};

/** A browser that saved EMAIL without proving it (another device, or before decision 0040). */
export const saveUnprovenEmail = () => localStorage.setItem(STORAGE_KEYS.notificationEmail, EMAIL);
