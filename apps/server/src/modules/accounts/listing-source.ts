import type { EventBus } from '../../lib/events.ts';
import { MicroCache } from '../../lib/micro-cache.ts';
import { LISTING_EVENTS, SELLER_EVENTS } from './listing-events.ts';
import type { ListingIndex } from './listing-index.ts';
import type { ListingIndexes } from './listing-indexes.ts';
import {
  publicCountCap,
  type AccountQuery,
  type ListingRepo,
  type ListingRow,
} from './listing-repo.ts';
import { genderToken, serverToken } from './search-tokens.ts';

/** Which source answered a page: told in a Server-Timing header, for operators and benchmarks. */
export type ListingOrigin = 'index' | 'sql';

export interface ListingPage {
  /** One page of the matches, in the query's order. */
  rows: ListingRow[];
  /** Matches counted; the public listing stops counting a little past its cap. */
  total: number;
  /** True when there are more matches than `total` says. */
  capped: boolean;
  from: ListingOrigin;
}

/** What the accounts service asks of a listing, whoever answers it. */
export interface ListingSource {
  page(q: AccountQuery): Promise<ListingPage>;
}

/** Every listing, in SQL: any filter, a text search, a seller's own accounts, always current. */
export const sqlListing = (repo: ListingRepo): ListingSource => ({
  page: async (q) => ({ ...(await repo.search(q)), from: 'sql' }),
});

/** How long another instance may show a listing that changed elsewhere, when SQL answers. */
export const SQL_LISTING_TTL_MS = 5_000;

/** Same filters, same key: lists are sorted so `a,b` and `b,a` share an entry. */
function cacheKey(q: AccountQuery): string {
  return JSON.stringify([
    q.rollerId,
    [...q.servers].sort(),
    q.gender,
    q.maxPrice,
    [...q.tokens].sort(),
    q.text?.code,
    q.sort,
    q.limit,
    q.offset,
  ]);
}

/**
 * `source`'s pages kept for `ttlMs`, so a burst of the same search costs one query. Changes made
 * through this instance drop the game's pages at once; the TTL bounds what another instance's
 * changes take to show.
 */
export function cachedListing(
  source: ListingSource,
  events: EventBus,
  ttlMs = SQL_LISTING_TTL_MS,
): ListingSource {
  const pages = new MicroCache<ListingPage>(ttlMs);
  for (const name of LISTING_EVENTS)
    events.on(name, ({ gameId }) => pages.invalidate(String(gameId)));
  // A seller's accounts may be in any game's pages.
  for (const name of ['catalog.imported', ...SELLER_EVENTS] as const)
    events.on(name, () => pages.invalidate('*'));
  return { page: (q) => pages.get(String(q.gameId), cacheKey(q), () => source.page(q)) };
}

/** A public search answered from the game's in-memory index (listing-index.ts). */
function searchIndex(index: ListingIndex<ListingRow>, q: AccountQuery): ListingPage {
  const cap = publicCountCap(q);
  const { rows, counted } = index.search({
    allOf: [
      ...q.tokens,
      ...(q.servers.length === 1 ? [serverToken(q.servers[0]!)] : []),
      ...(q.gender !== undefined ? [genderToken(q.gender)] : []),
    ],
    anyOf: q.servers.length > 1 ? q.servers.map(serverToken) : [],
    maxPrice: q.maxPrice,
    sort: q.sort,
    offset: q.offset,
    take: q.limit,
    cap,
  });
  return {
    rows,
    total: Math.min(counted, cap),
    capped: counted > cap,
    from: 'index',
  };
}

/** How many pages of one game's index are kept; past it, the oldest go first. */
const INDEX_PAGES_KEPT = 2_000;

/**
 * A game's index pages kept until its index changes: a repeated search costs one lookup, and a
 * kept page is never older than the index itself (its version grows with every change), so no
 * instance shows a stale page after the NOTIFY that changed it.
 */
function indexPages() {
  const kept = new WeakMap<
    ListingIndex<ListingRow>,
    Map<string, { version: number; page: ListingPage }>
  >();
  return (index: ListingIndex<ListingRow>, q: AccountQuery): ListingPage => {
    let pages = kept.get(index);
    if (!pages) kept.set(index, (pages = new Map()));
    const key = cacheKey(q);
    const hit = pages.get(key);
    if (hit && hit.version === index.version) return hit.page;
    const page = searchIndex(index, q);
    if (pages.size >= INDEX_PAGES_KEPT) pages.delete(pages.keys().next().value!);
    pages.delete(key);
    pages.set(key, { version: index.version, page });
    return page;
  };
}

/**
 * The public listing from the in-memory indexes, which NOTIFY keeps current on every instance.
 * What they do not hold goes to `otherwise`: a text search and a seller's own listing (the index
 * keeps neither words nor sellers, so its memory stays what the other filters need), and any
 * search while the game's index loads or while writes may have been missed.
 */
export function indexedListing(
  indexes: Pick<ListingIndexes, 'forGame'>,
  otherwise: ListingSource,
  { keepPages = false }: { keepPages?: boolean } = {},
): ListingSource {
  const search = keepPages ? indexPages() : searchIndex;
  return {
    async page(q) {
      const indexable = q.text === undefined && q.rollerId === undefined;
      const index = indexable ? await indexes.forGame(q.gameId) : null;
      return index ? search(index, q) : otherwise.page(q);
    },
  };
}

/**
 * The listing's sources as the service uses them. The public listing asks the index first (when
 * on). The cache (when on) keeps SQL's pages 5 s and the index's pages until the index changes,
 * so a page the index answers is as fresh as the last NOTIFY heard. A seller's own listing is
 * always read from SQL, never cached.
 */
export function listingSources({
  repo,
  indexes,
  cache,
  events,
}: {
  repo: ListingRepo;
  indexes: ListingIndexes | null;
  cache: boolean;
  events: EventBus;
}): { publicListing: ListingSource; ownListing: ListingSource } {
  const sql = sqlListing(repo);
  const publicSql = cache ? cachedListing(sql, events) : sql;
  return {
    publicListing: indexes ? indexedListing(indexes, publicSql, { keepPages: cache }) : publicSql,
    ownListing: sql,
  };
}
