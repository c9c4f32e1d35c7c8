import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { Game } from '@shop/contract';
import { gameQueryKey, gamesQueryKey } from '@/api/games';
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

/** The query each answer belongs to, exactly as the pages' hooks key it. */
function queryKeyFor(apiPath: string): QueryKey | null {
  if (apiPath === '/api/games') return gamesQueryKey;
  if (apiPath === '/api/games/sales-stats') return salesStatsQueryKey;
  const match = /^\/api\/games\/(\d+)(\/accounts)?$/.exec(apiPath);
  if (!match) return null;
  const gameId = Number(match[1]);
  // The unfiltered first page: what the listing asks for with no filters in the URL.
  return match[2]
    ? accountListQueryKey(gameId, filtersToQuery(EMPTY_FILTERS))
    : gameQueryKey(gameId);
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
  return answers[`/api/games/${gameId}`] as Game | undefined;
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
