import { useQueryClient } from '@tanstack/react-query';
import type { Game } from '@shop/contract';
import { gamesQueryKey, useGame } from '@/api/games';

/**
 * One game (GET /api/games/{id}). Coming from the home page the game is already in the list, so
 * it shows at once while the fresh copy loads.
 */
export function useListedGame(gameId: number | null) {
  const queryClient = useQueryClient();
  return useGame(gameId, {
    placeholderData: () =>
      queryClient.getQueryData<Game[]>(gamesQueryKey)?.find((game) => game.id === gameId),
  });
}
