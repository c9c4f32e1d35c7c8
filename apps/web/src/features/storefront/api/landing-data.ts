import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Game, Route } from '@shop/contract';
import { matchApiPath } from '@/api/call';
import { gameQueryKey, gamesQueryKey } from '@/api/games';
import { catalogApi, incomeApi, storefrontApi } from '@/api/operations';
import { parseRouteId } from '@/lib/route-ids';
import { EMPTY_FILTERS, filtersToQuery } from '../lib/search-filters';
import { accountListQueryKey } from './get-accounts';
import { salesStatsQueryKey } from './get-sales-stats';

/**
 * The public API answers a landing page (`/`, `/games/{id}`) asks for first, by path
 * (`/api/games`), as the server fetched them to render that page. The server inlines them in the
 * page so the browser's first render shows the same data without asking again.
 */
export type LandingAnswers = Record<string, unknown>;

export const LANDING_DATA_ID = 'landing-data';

/** The game id in `apiPath` when it is an address of `op`, by the rule the page's URL follows. */
function gameIdIn(op: Route, apiPath: string): number | null {
  const params = matchApiPath(op, apiPath);
  // `/api/games/sales-stats` has the shape of a game's address; its "id" is no route id.
  return params ? parseRouteId(params.gameId) : null;
}

/** The query each answer belongs to, exactly as the pages' hooks key it. */
function queryKeyFor(apiPath: string): QueryKey | null {
  if (matchApiPath(catalogApi.games, apiPath)) return gamesQueryKey;
  if (matchApiPath(incomeApi.salesStats, apiPath)) return salesStatsQueryKey;
  const gameId = gameIdIn(catalogApi.game, apiPath);
  if (gameId !== null) return gameQueryKey(gameId);
  const listedGameId = gameIdIn(storefrontApi.accounts, apiPath);
  // The unfiltered first page: what the listing asks for with no filters in the URL.
  if (listedGameId !== null)
    return accountListQueryKey(listedGameId, filtersToQuery(EMPTY_FILTERS));
  return null;
}

/** Puts the answers in the data cache; a path the pages never ask for is ignored. */
export function seedLandingData(queryClient: QueryClient, answers: LandingAnswers): void {
  for (const [apiPath, data] of Object.entries(answers)) {
    const key = queryKeyFor(apiPath);
    if (key) queryClient.setQueryData(key, data);
  }
}

/** The game a listing page shows, to name the page before any script runs. */
export function landingGame(answers: LandingAnswers, gameId: string): Game | undefined {
  const id = parseRouteId(gameId);
  if (id === null) return undefined;
  const answer = Object.entries(answers).find(
    ([apiPath]) => gameIdIn(catalogApi.game, apiPath) === id,
  );
  return answer?.[1] as Game | undefined;
}

/** `<script type="application/json">` is data, never run, so the page's CSP needs no change. */
export function landingDataScript(answers: LandingAnswers): string {
  // "</script>" or "<!--" inside a string must not end the element early.
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${LANDING_DATA_ID}">${json}</script>`;
}

/** The answers the server inlined, or null on a page it did not render. */
export function readLandingData(doc: Document = document): LandingAnswers | null {
  const text = doc.getElementById(LANDING_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as LandingAnswers;
  } catch {
    return null;
  }
}
