import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Game } from '@shop/contract';
import { api } from '@/api/client';
import { gamesQueryKey } from './get-games';

export const gameQueryKey = (gameId: number) => ['games', gameId] as const;

/** GET /api/games/{id}; 404 "Game not found" for an unknown id. */
export function fetchGame(gameId: number): Promise<Game> {
  return api.get<Game>(`games/${gameId}`);
}

/**
 * One game. Coming from the home page the game is already in the list, so it shows at once
 * while the fresh copy loads. Silent: pages show "Game not found" or an error state themselves.
 * `gameId` null (not a number in the URL) never asks the server.
 */
export function useGame(gameId: number | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: gameQueryKey(gameId ?? 0),
    queryFn: () => fetchGame(gameId!),
    enabled: gameId !== null,
    staleTime: 5 * 60_000,
    placeholderData: () =>
      queryClient.getQueryData<Game[]>(gamesQueryKey)?.find((game) => game.id === gameId),
    meta: { silent: true },
  });
}
