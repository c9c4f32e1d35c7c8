import { describe, expect, it, vi } from 'vitest';
import { EventBus } from '../../lib/events.ts';
import { ListingIndex } from './listing-index.ts';
import { readListingRow } from './listing-indexes.ts';
import type { AccountQuery, ListingRow } from './listing-repo.ts';
import {
  cachedListing,
  indexedListing,
  type ListingPage,
  type ListingSource,
} from './listing-source.ts';

const query = (over: Partial<AccountQuery> = {}): AccountQuery => ({
  gameId: 1,
  servers: [],
  tokens: [],
  sort: 'price_asc',
  limit: 24,
  offset: 0,
  ...over,
});

/** A source that answers from SQL, counting its calls and numbering its answers. */
function countingSql() {
  let answered = 0;
  const page = vi.fn(async (): Promise<ListingPage> => ({
    rows: [],
    total: ++answered,
    capped: false,
    from: 'sql',
  }));
  return { page } satisfies ListingSource;
}

function card(id: number, price: number): ListingRow {
  return {
    id,
    game_id: 1,
    server_value: 'asia',
    banner_guarantee: false,
    code: `C-${id}`,
    description: '',
    price,
    images: [],
    gender: 'F',
    characters: [],
    weapons: [],
    warranty_days: 7,
    created_at: new Date('2026-01-01T00:00:00Z'),
    last_transaction_status: null,
  };
}

const indexed = (row: ListingRow) => ({
  id: row.id,
  price: row.price,
  createdUs: row.created_at.getTime() * 1000,
  tokens: ['s:asia', 'g:F'],
  payload: JSON.stringify(row),
});

describe('cachedListing', () => {
  it('answers the same search from one query until the game changes here', async () => {
    const events = new EventBus();
    const sql = countingSql();
    const cached = cachedListing(sql, events);
    // Lists in another order are the same search.
    expect((await cached.page(query({ servers: ['a', 'b'] }))).total).toBe(1);
    expect((await cached.page(query({ servers: ['b', 'a'] }))).total).toBe(1);
    expect((await cached.page(query({ gameId: 2 }))).total).toBe(2);
    expect(sql.page).toHaveBeenCalledTimes(2);

    events.emit('order.placed', { transactionId: 1, accountId: 9, gameId: 1, rollerId: 1 });
    expect((await cached.page(query({ servers: ['a', 'b'] }))).total).toBe(3);
    expect((await cached.page(query({ gameId: 2 }))).total).toBe(2);

    events.emit('catalog.imported', { slugs: ['x'] });
    expect((await cached.page(query({ gameId: 2 }))).total).toBe(4);
  });

  it('keeps a page no longer than its time to live', async () => {
    vi.useFakeTimers();
    try {
      const sql = countingSql();
      const cached = cachedListing(sql, new EventBus(), 1_000);
      expect((await cached.page(query())).total).toBe(1);
      vi.advanceTimersByTime(999);
      expect((await cached.page(query())).total).toBe(1);
      vi.advanceTimersByTime(2);
      expect((await cached.page(query())).total).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('indexedListing', () => {
  it('answers from the index on every search, so a change shows on the next one', async () => {
    const index = ListingIndex.build([indexed(card(1, 30)), indexed(card(2, 20))], readListingRow);
    const sql = countingSql();
    const listing = indexedListing({ forGame: async () => index }, sql);
    const first = await listing.page(query({ servers: ['asia'], limit: 1 }));
    expect(first).toEqual({ rows: [card(2, 20)], total: 2, capped: false, from: 'index' });
    index.upsert(indexed(card(1, 10)));
    expect((await listing.page(query({ servers: ['asia'], limit: 1 }))).rows).toEqual([
      card(1, 10),
    ]);
    expect(sql.page).not.toHaveBeenCalled();
  });

  it('with the cache on, keeps a page until the index changes, then answers the change', async () => {
    const index = new ListingIndex(readListingRow);
    index.upsert(indexed(card(1, 30)));
    const source = indexedListing({ forGame: async () => index }, countingSql(), {
      keepPages: true,
    });
    const first = await source.page(query());
    expect(await source.page(query())).toBe(first);
    expect(await source.page(query({ sort: 'price_desc' }))).not.toBe(first);

    index.upsert(indexed(card(2, 10)));
    const changed = await source.page(query());
    expect(changed).not.toBe(first);
    expect(changed.rows.map((r) => r.id)).toEqual([2, 1]);
    index.remove(2);
    expect((await source.page(query())).rows.map((r) => r.id)).toEqual([1]);
  });

  it('counts up to the public cap, as SQL does', async () => {
    const index = ListingIndex.build(
      Array.from({ length: 130 }, (_, i) => indexed(card(i + 1, 10 + i))),
      readListingRow,
    );
    const listing = indexedListing({ forGame: async () => index }, countingSql());
    expect(await listing.page(query({ limit: 5 }))).toMatchObject({ total: 100, capped: true });
    expect(await listing.page(query({ limit: 24, offset: 120 }))).toMatchObject({
      total: 130,
      capped: false,
    });
  });

  it('leaves to SQL a text search, a seller’s own listing and a game whose index is not ready', async () => {
    const index = ListingIndex.build([indexed(card(1, 30))], readListingRow);
    const forGame = vi.fn(async (gameId: number) => (gameId === 1 ? index : null));
    const sql = countingSql();
    const listing = indexedListing({ forGame }, sql);
    const text = { code: 'c-1', words: ['c', '1'] };
    expect((await listing.page(query({ text }))).from).toBe('sql');
    expect((await listing.page(query({ rollerId: 7 }))).from).toBe('sql');
    expect((await listing.page(query({ gameId: 2 }))).from).toBe('sql');
    expect((await listing.page(query())).from).toBe('index');
    expect(sql.page).toHaveBeenCalledTimes(3);
    // Neither a text search nor a seller's own listing makes the index load.
    expect(forGame.mock.calls).toEqual([[2], [1]]);
  });
});
