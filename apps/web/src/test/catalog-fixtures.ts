import type { AccountDetail, AccountList, Game, ListedAccount } from '@shop/contract';

/** A small game: three servers, two characters (a five-star and a four-star), one weapon. */
export const GAME: Game = {
  id: 1,
  name: 'Starfall Reverie',
  image: '/api/art/game/starfall-reverie.svg',
  servers: [
    { name: 'Asia', value: 'asia' },
    { name: 'America', value: 'america' },
    { name: 'TW, HK, MO', value: 'tw_hk_mo' },
  ],
  characters: [
    { name: 'Aurelia', value: 'aurelia', image: '/api/art/character/aurelia.svg', rarity: 5 },
    { name: 'Thorne', value: 'thorne', image: '/api/art/character/thorne.svg', rarity: 4 },
  ],
  weapons: [
    { name: 'Dawnlight Blade', value: 'dawnlight-blade', image: '/api/art/weapon/dawnlight.svg' },
  ],
};

export const OTHER_GAME: Game = {
  ...GAME,
  id: 2,
  name: 'Meridian Express',
  image: '/api/art/game/meridian-express.svg',
  servers: [{ name: 'Europe', value: 'europe' }],
};

export function listedAccount(overrides: Partial<ListedAccount> = {}): ListedAccount {
  return {
    id: 24,
    game_id: 1,
    server_name: 'America',
    banner_guarantee: false,
    code: 'SR-0024',
    description: 'Whale account with every event completed',
    price: 120,
    images: ['/uploads/cover.png', '/uploads/second.png'],
    gender: 'F',
    characters: [
      { character: 'aurelia', copies: 2 },
      { character: 'thorne', copies: 0 },
    ],
    weapons: [{ weapon: 'dawnlight-blade', copies: 1 }],
    warranty_days: 0,
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

export function accountList(
  accounts: ListedAccount[],
  { total = accounts.length, limit = 24, page = 1, total_capped = false } = {},
): AccountList {
  return { accounts, total, total_capped, limit, page };
}

export function accountDetail(overrides: Partial<AccountDetail> = {}): AccountDetail {
  return {
    id: 24,
    game_id: 1,
    code: 'SR-0024',
    server_name: 'America',
    banner_guarantee: true,
    gender: 'M',
    images: ['/uploads/cover.png'],
    login: 'Email',
    description: 'Whale account with every event completed',
    price: 195,
    characters: [
      { id: 'aurelia', character: 'aurelia', copies: 2 },
      { id: 'thorne', character: 'thorne', copies: 0 },
    ],
    weapons: [{ id: 'dawnlight-blade', weapon: 'dawnlight-blade', copies: 1 }],
    warranty_days: 7,
    reserved: false,
    ...overrides,
  };
}
