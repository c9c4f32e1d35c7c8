import { call } from '@/api/call';
import { catalogApi } from '@/api/operations';
import { useQuery } from '@tanstack/react-query';
import type { Game, GameWithStock } from '@shop/contract';

/** One key for a game wherever it is opened, so the cache is shared across pages. */
export const gameQueryKey = (gameId: number) => ['games', gameId] as const;

/** GET /api/games/{id}; 404 "Game not found" for an unknown id. */
export function fetchGame(gameId: number): Promise<Game> {
  return call(catalogApi.game, { params: { gameId } });
}

/**
 * One game. Silent: pages show "Game not found" or an error state themselves.
 * `gameId` null (not a number in the URL) never asks the server. `placeholderData` can show a
 * game already known (e.g. from the games list) while the fresh copy loads.
 */
export function useGame(
  gameId: number | null,
  { placeholderData }: { placeholderData?: () => Game | undefined } = {},
) {
  return useQuery({
    queryKey: gameQueryKey(gameId ?? 0),
    queryFn: () => fetchGame(gameId!),
    enabled: gameId !== null,
    staleTime: 5 * 60_000,
    placeholderData,
    meta: { silent: true },
  });
}

export const gamesQueryKey = ['games'] as const;

/** GET /api/games: every game with its servers, characters, weapons and accounts for sale. */
export function fetchGames(): Promise<GameWithStock[]> {
  return call(catalogApi.games);
}

/** Silent: pages show their own "Unable to Load Games" state with a retry. */
export function useGames() {
  return useQuery({
    queryKey: gamesQueryKey,
    queryFn: fetchGames,
    // The catalogue changes only on import, but the counts for sale change with every sale:
    // a minute keeps them close without asking on every visit to the home page.
    staleTime: 60_000,
    meta: { silent: true },
  });
}
