import { useQuery } from '@tanstack/react-query';
import type { Game } from '@shop/contract';
import { api } from '@/api/client';

/** Same key as the storefront's game query, so a game opened there is not fetched again. */
export const gameQueryKey = (gameId: number) => ['games', gameId] as const;

/** GET /api/games/{id}; 404 "Game not found" for an unknown id. */
export function fetchGame(gameId: number): Promise<Game> {
  return api.get<Game>(`games/${gameId}`);
}

/** Silent: the page shows "Game not found" or its own error state. */
export function useGame(gameId: number | null) {
  return useQuery({
    queryKey: gameQueryKey(gameId ?? 0),
    queryFn: () => fetchGame(gameId!),
    enabled: gameId !== null,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
