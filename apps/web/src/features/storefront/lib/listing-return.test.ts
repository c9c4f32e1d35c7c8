import { describe, expect, it } from 'vitest';
import { listingPathFrom, listingReturnState } from './listing-return';

describe('the listing a purchase page returns to', () => {
  it('keeps the path and query of the listing the buyer left', () => {
    const state = listingReturnState({
      pathname: '/games/2',
      search: '?gender=M&max_price=60&sort=price_desc',
    });
    expect(listingPathFrom(state, 2)).toBe('/games/2?gender=M&max_price=60&sort=price_desc');
    expect(listingPathFrom({ listing: '/games/2' }, 2)).toBe('/games/2');
  });

  it.each([
    ['no state', undefined],
    ['a state without a listing', { from: '/games/2?page=2' }],
    ['a listing that is not text', { listing: 42 }],
    ["another game's listing", { listing: '/games/1?sort=price_desc' }],
    ['a game whose id starts the same', { listing: '/games/21?sort=price_desc' }],
    ['a page under the listing', { listing: '/games/2/accounts/7' }],
    ['another site', { listing: '//evil.example/games/2' }],
    ['another page', { listing: '/login?next=/games/2' }],
  ])('falls back to the bare listing for %s', (_, state) => {
    expect(listingPathFrom(state, 2)).toBe('/games/2');
  });
});
