import { useQuery } from '@tanstack/react-query';
import type { Game } from '@shop/contract';
import { api } from '@/api/client';

export const gamesQueryKey = ['games'] as const;

/** GET /api/games: every game with its servers, characters and weapons. */
export function fetchGames(): Promise<Game[]> {
  return api.get<Game[]>('games');
}

/** Silent: the home page shows its own "Unable to Load Games" state with a retry. */
export function useGames() {
  return useQuery({
    queryKey: gamesQueryKey,
    queryFn: fetchGames,
    // The catalogue changes only when an operator imports one.
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}
