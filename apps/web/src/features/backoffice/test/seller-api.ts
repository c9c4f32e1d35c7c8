import {
  DEFAULT_NOTIFY,
  type AccountList,
  type Game,
  type ListedAccount,
  type SellerAccount,
  type SellerSettings,
} from '@shop/contract';
import { mockRoutes, type RouteHandler } from '@/test/fetch-mock';

export const GAME: Game = {
  id: 1,
  name: 'Starfall Reverie',
  image: '/art/game.svg',
  servers: [
    { name: 'Asia', value: 'asia' },
    { name: 'Europe', value: 'europe' },
  ],
  characters: [
    { name: 'Aurelia', value: 'aurelia', image: '/art/aurelia.svg' },
    { name: 'Thorne', value: 'thorne', image: '/art/thorne.svg' },
  ],
  weapons: [{ name: 'Frostfang Katana', value: 'frostfang-katana', image: '/art/katana.svg' }],
};

export const LISTED: ListedAccount = {
  id: 5,
  game_id: 1,
  server_name: 'Europe',
  banner_guarantee: true,
  code: 'DEMO-0005',
  description: 'Whale account',
  price: 120,
  images: ['/api/media/aa11.webp'],
  gender: 'F',
  characters: [{ character: 'aurelia', copies: 2 }],
  weapons: [],
  warranty_days: 14,
  created_at: '2025-01-05T10:00:00.000Z',
  transaction_status: 'available',
};

export const SELLER_ACCOUNT: SellerAccount = {
  id: 5,
  game_id: 1,
  server_name: 'europe',
  code: 'DEMO-0005',
  level: 1,
  banner_guarantee: true,
  description: 'Whale account',
  gender: 'F',
  characters: [{ character: 'aurelia', copies: 2, level: 40 }],
  weapons: [{ weapon: 'frostfang-katana', copies: 0, level: 1 }],
  login: 'Email',
  email: 'demo.old-name@shop.test',
  email_local: 'old-name',
  email_domain: 'shop.test',
  password: 'hunter22',
  recovery_email: null,
  price: 120,
  images: ['/api/media/aa11.webp', '/api/media/bb22.webp'],
  warranty_days: 14,
  roller: 'demo',
  transaction_status: 'available',
  created_at: '2025-01-05T10:00:00.000Z',
};

export const listOf = (accounts: ListedAccount[]): AccountList => ({
  accounts,
  total: accounts.length,
  total_capped: false,
  limit: 10,
  page: 1,
});

/** What an upload answers in these tests. */
export const UPLOADED = { link: '/api/media/cc33.webp', thumb: '/api/media/cc33-thumb.webp' };

/** The seller's settings as the form reads them: only the default warranty matters there. */
export const sellerSettings = (defaultWarrantyDays = 7): SellerSettings => ({
  code: 'demo',
  name: 'Demo Seller',
  notification_email: null,
  pending_notification_email: null,
  notify: { ...DEFAULT_NOTIFY },
  discord_webhook_url: null,
  webhook_url: null,
  webhook_secret_set: false,
  payment_instructions: '',
  order_reply_to: 'demo.orders@shop.test',
  default_warranty_days: defaultWarrantyDays,
});

/**
 * The back office's usual answers (game, profile, domains, settings, listing), plus `overrides`.
 */
export function mockSellerApi(overrides: Record<string, RouteHandler> = {}) {
  return mockRoutes({
    'GET games/1': () => GAME,
    'GET roller': () => ({ code: 'DEMO', name: 'Demo Seller', email: null }),
    'GET roller/mail-domains': () => ({ domains: ['shop.test'] }),
    'GET roller/settings': () => sellerSettings(),
    'GET games/1/accounts': () => listOf([LISTED]),
    ...overrides,
  });
}

export const pngFile = (name = 'shot.png') =>
  new File([new Uint8Array(128)], name, { type: 'image/png' });
