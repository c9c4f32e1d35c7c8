import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ACCOUNT_SORTS, type AccountSort } from '@shop/contract';
import {
  ListingIndex,
  ROWS_KEPT_READ,
  type IndexedAccount,
  type IndexQuery,
} from './listing-index.ts';

const TOKENS = ['c:a:0', 'c:a:1', 'c:b:0', 'w:x:0', 's:eu', 's:us', 's:asia', 'g:F', 'g:M'];

const account = fc.record({
  id: fc.integer({ min: 1, max: 60 }),
  price: fc.integer({ min: 1, max: 40 }),
  // Few distinct dates and prices, so ties (broken by id) are common.
  createdUs: fc.integer({ min: 0, max: 8 }).map((n) => 1.7e15 + n),
  tokens: fc.uniqueArray(fc.constantFrom(...TOKENS), { maxLength: 5 }),
  payload: fc.string({ maxLength: 3 }),
});

const query = fc.record({
  allOf: fc.uniqueArray(fc.constantFrom(...TOKENS, 'c:unknown:0'), { maxLength: 2 }),
  anyOf: fc.uniqueArray(fc.constantFrom('s:eu', 's:us', 's:asia'), { maxLength: 2 }),
  maxPrice: fc.option(fc.integer({ min: 0, max: 45 }), { nil: undefined }),
  sort: fc.constantFrom<AccountSort>(...ACCOUNT_SORTS),
  offset: fc.integer({ min: 0, max: 30 }),
  take: fc.integer({ min: 1, max: 12 }),
  cap: fc.integer({ min: 3, max: 40 }),
});

const operation = fc.oneof(
  account.map((a) => ({ upsert: a })),
  fc.integer({ min: 1, max: 60 }).map((id) => ({ remove: id })),
);

const before: Record<AccountSort, (a: IndexedAccount, b: IndexedAccount) => number> = {
  newest: (a, b) => b.createdUs - a.createdUs || b.id - a.id,
  price_asc: (a, b) => a.price - b.price || a.id - b.id,
  price_desc: (a, b) => b.price - a.price || b.id - a.id,
};

/** The same search written the obvious way: filter everything, sort, slice, count. */
function reference(listed: Map<number, IndexedAccount>, q: IndexQuery) {
  const matches = [...listed.values()]
    .filter(
      (a) =>
        q.allOf.every((t) => a.tokens.includes(t)) &&
        (q.anyOf.length === 0 || q.anyOf.some((t) => a.tokens.includes(t))) &&
        (q.maxPrice === undefined || a.price <= q.maxPrice),
    )
    .sort(before[q.sort]);
  const page = matches.slice(q.offset, q.offset + q.take);
  return {
    ids: page.map((a) => a.id),
    rows: page.map((a) => a.payload),
    // Counting stops once the page is full and the cap is passed.
    counted: Math.min(matches.length, Math.max(q.cap + 1, q.offset + q.take)),
  };
}

describe('ListingIndex', () => {
  it('answers every search as filtering and sorting all listed accounts would', () => {
    fc.assert(
      fc.property(
        fc.array(account, { maxLength: 40 }),
        fc.array(operation, { maxLength: 40 }),
        fc.array(query, { minLength: 1, maxLength: 5 }),
        (initial, operations, queries) => {
          const listed = new Map<number, IndexedAccount>();
          for (const a of initial) listed.set(a.id, a);
          // Built from the last version of each account, as a load from the database would be.
          const index = ListingIndex.build(listed.values());
          for (const op of operations) {
            if ('upsert' in op) {
              index.upsert(op.upsert);
              listed.set(op.upsert.id, op.upsert);
            } else {
              index.remove(op.remove);
              listed.delete(op.remove);
            }
          }
          expect(index.size).toBe(listed.size);
          for (const q of queries) {
            const got = index.search(q);
            const want = reference(listed, q);
            expect(got).toEqual(want);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('grows past its first capacity and keeps a removed account out until it returns', () => {
    const many = Array.from({ length: 3_000 }, (_, i) => ({
      id: i + 1,
      price: (i * 7) % 100,
      createdUs: i,
      tokens: i % 3 === 0 ? ['c:a:0'] : ['c:b:0'],
      payload: `#${i + 1}`,
    }));
    const index = ListingIndex.build(many.slice(0, 10));
    for (const a of many.slice(10)) index.upsert(a);
    expect(index.size).toBe(3_000);
    const newest = { allOf: ['c:a:0'], anyOf: [], sort: 'newest', offset: 0, take: 2, cap: 5_000 };
    expect(index.search({ ...newest, sort: 'newest' })).toEqual({
      ids: [2_998, 2_995],
      rows: ['#2998', '#2995'],
      counted: 1_000,
    });
    index.remove(2_998);
    expect(index.has(2_998)).toBe(false);
    expect(index.search({ ...newest, sort: 'newest' }).ids).toEqual([2_995, 2_992]);
    index.upsert({ ...many[2_997]!, tokens: ['c:b:0'] });
    expect(index.search({ ...newest, sort: 'newest' }).ids).toEqual([2_995, 2_992]);
    expect(index.search({ ...newest, allOf: ['c:b:0'], sort: 'newest', take: 3 }).ids).toEqual([
      3_000, 2_999, 2_998,
    ]);
  });

  it('reads a shown payload once, again after the account changes, and keeps a bounded number read', () => {
    const reads: string[] = [];
    const read = (payload: string) => {
      reads.push(payload);
      return { payload };
    };
    const accounts = Array.from({ length: ROWS_KEPT_READ + 10 }, (_, i) => ({
      id: i + 1,
      price: i,
      createdUs: i,
      tokens: ['s:a'],
      payload: `#${i + 1}`,
    }));
    const index = ListingIndex.build(accounts, read);
    const cheapest = {
      allOf: [],
      anyOf: [],
      sort: 'price_asc',
      offset: 0,
      take: 2,
      cap: 10,
    } as const;
    const first = index.search(cheapest);
    expect(index.search(cheapest).rows).toEqual(first.rows);
    expect(index.search(cheapest).rows[0]).toBe(first.rows[0]);
    expect(reads).toEqual(['#1', '#2']);

    index.upsert({ ...accounts[0]!, payload: '#1 repriced' });
    expect(index.search(cheapest).rows).toEqual([{ payload: '#1 repriced' }, { payload: '#2' }]);
    expect(reads).toEqual(['#1', '#2', '#1 repriced']);

    // Reading every row once pushes the first ones out: they are read from their text again.
    index.search({ ...cheapest, take: accounts.length, cap: accounts.length });
    expect(reads).toHaveLength(3 + accounts.length - 2);
    reads.length = 0;
    index.search(cheapest);
    expect(reads).toEqual(['#1 repriced', '#2']);
  });
});
