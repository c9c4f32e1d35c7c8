import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gameQueryKey, gamesQueryKey } from '@/api/games';
import { accountList, GAME, OTHER_GAME } from '@/test/catalog-fixtures';
import { EMPTY_FILTERS, filtersToQuery } from '../lib/search-filters';
import { accountListQueryKey } from '../api/get-accounts';
import { salesStatsQueryKey } from '../api/get-sales-stats';
import { landingGame, seedLandingData } from '../api/landing-data';

const STATS = [{ game_id: 1, game_name: GAME.name, total_revenue: 1200.5, total_sold: 7 }];
const LISTING = accountList([]);

function seeded(answers: Record<string, unknown>) {
  const queryClient = new QueryClient();
  seedLandingData(queryClient, answers);
  return queryClient;
}

describe('the landing answers the server inlined', () => {
  it('puts each answer under the query key its page asks with', () => {
    const cache = seeded({
      '/api/games': [GAME, OTHER_GAME],
      '/api/games/sales-stats': STATS,
      '/api/games/1': GAME,
      '/api/games/1/accounts': LISTING,
    });
    expect(cache.getQueryData(gamesQueryKey)).toEqual([GAME, OTHER_GAME]);
    expect(cache.getQueryData(salesStatsQueryKey)).toEqual(STATS);
    expect(cache.getQueryData(gameQueryKey(1))).toEqual(GAME);
    expect(cache.getQueryData(accountListQueryKey(1, filtersToQuery(EMPTY_FILTERS)))).toEqual(
      LISTING,
    );
    expect(cache.getQueryCache().getAll()).toHaveLength(4);
  });

  it('takes the sales figures for no game, and ignores addresses no page asks for', () => {
    const cache = seeded({
      '/api/games/sales-stats': STATS,
      '/api/games/abc': GAME,
      '/api/games/1/accounts/24': GAME,
      '/api/roller/income': STATS,
    });
    expect(
      cache
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([salesStatsQueryKey]);
  });

  it('names a listing page after the game answered for its id', () => {
    const answers = { '/api/games/sales-stats': STATS, '/api/games/2': OTHER_GAME };
    expect(landingGame(answers, '2')).toEqual(OTHER_GAME);
    expect(landingGame(answers, '1')).toBeUndefined();
    expect(landingGame(answers, 'sales-stats')).toBeUndefined();
  });
});
