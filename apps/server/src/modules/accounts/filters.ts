import {
  DEFAULT_ACCOUNT_SORT,
  DEFAULT_PAGE_SIZE,
  MAX_FILTER_COPIES,
  type AccountListQuery,
  type Game,
} from '@shop/contract';
import { errors } from '../../lib/errors.ts';
import type { AccountQuery } from './listing-repo.ts';
import { wantedTokens } from './search-tokens.ts';
import { toTextSearch } from './text-search.ts';

const splitList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * `a,a,b` -> a needs copies >= 1, b copies >= 0: a value listed n times asks for n-1 copies
 * (DESIGN §5), at most 7 repeats. Every value must be one of the game's.
 */
function minimumCopies(
  raw: string | undefined,
  known: readonly { value: string }[],
  field: string,
) {
  const allowed = new Set(known.map((k) => k.value));
  const counts = new Map<string, number>();
  for (const value of splitList(raw)) {
    if (!allowed.has(value)) throw errors.unknownGameValue(field, value);
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  const minimums = new Map<string, number>();
  for (const [value, n] of counts) {
    if (n > MAX_FILTER_COPIES) throw errors.tooManyCopies(field, value, MAX_FILTER_COPIES);
    minimums.set(value, n - 1);
  }
  return minimums;
}

/** Checks the listing filters against the game and turns them into a repository query. */
export function toAccountQuery(game: Game, q: AccountListQuery, rollerId?: number): AccountQuery {
  const servers = [...new Set(splitList(q.servers))];
  const knownServers = new Set(game.servers.map((s) => s.value));
  const unknown = servers.find((s) => !knownServers.has(s));
  if (unknown) throw errors.unknownServer('servers', unknown);
  const limit = q.limit ?? DEFAULT_PAGE_SIZE;
  const page = q.page ?? 1;
  return {
    gameId: game.id,
    rollerId,
    servers,
    gender: q.gender,
    maxPrice: q.max_price,
    tokens: wantedTokens(
      minimumCopies(q.characters, game.characters, 'characters'),
      minimumCopies(q.weapons, game.weapons, 'weapons'),
    ),
    text: toTextSearch(q.q),
    sort: q.sort ?? DEFAULT_ACCOUNT_SORT,
    limit,
    offset: (page - 1) * limit,
  };
}
