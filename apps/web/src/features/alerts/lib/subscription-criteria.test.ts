import { describe, expect, it } from 'vitest';
import { parseMaxPrice, subscriptionsForSearch, type AlertSearch } from './subscription-criteria';

const SEARCH: AlertSearch = {
  servers: [],
  gender: '',
  characters: [{ value: 'aurelia', count: 1 }],
  weapons: [{ value: 'blade', count: 7 }],
  maxPrice: '',
};

describe('subscriptionsForSearch', () => {
  it('asks for count - 1 copies of each item and any server when none is chosen', () => {
    expect(subscriptionsForSearch(3, SEARCH, null, { email: 'b@example.com' })).toEqual([
      {
        email: 'b@example.com',
        game_id: 3,
        server_name: null,
        gender: null,
        max_price: null,
        characters: [{ character: 'aurelia', min_copies: 0 }],
        weapons: [{ weapon: 'blade', min_copies: 6 }],
      },
    ]);
  });

  it('makes one per server, for a push token the same way', () => {
    const bodies = subscriptionsForSearch(
      3,
      { ...SEARCH, servers: ['asia', 'europe'], gender: 'M' },
      25,
      { fcm_token: 'tok' },
    );
    expect(bodies.map((b) => [b.server_name, b.gender, b.max_price, b.fcm_token])).toEqual([
      ['asia', 'M', 25, 'tok'],
      ['europe', 'M', 25, 'tok'],
    ]);
  });

  it('drops a gender the contract does not know', () => {
    expect(
      subscriptionsForSearch(3, { ...SEARCH, gender: 'X' }, null, { email: 'b@e.co' })[0],
    ).toHaveProperty('gender', null);
  });
});

describe('parseMaxPrice', () => {
  it('reads whole dollars, blank as no limit, anything else as NaN', () => {
    expect(parseMaxPrice(' 40 ')).toBe(40);
    expect(parseMaxPrice('')).toBeNull();
    expect(parseMaxPrice('12.5')).toBeNaN();
    expect(parseMaxPrice('-3')).toBeNaN();
  });
});
