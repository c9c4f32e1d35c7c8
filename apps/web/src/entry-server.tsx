/**
 * Server rendering of the storefront's two landing pages (`/`, `/games/{id}`) for the API
 * server: the same routes and components as the browser, with the public answers the server
 * fetched. The browser paints this HTML before any script and hydrates it (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
} from 'react-router';
import { apiPathOf } from '@/api/call';
import { catalogApi, storefrontApi } from '@/api/operations';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { isMissingGameId, routes } from '@/app/router';
import {
  landingDataScript,
  landingGame,
  seedLandingData,
  type LandingAnswers,
} from '@/features/storefront/api/landing-data';
import { documentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';

export type RenderedPage = {
  /** For `<head>`: the preloads React emits for the page's first images (the likely LCP). */
  head: string;
  /** Replaces the empty `<div id="root"></div>` of index.html: the page, then its data. */
  body: string;
  /** The text of the page's `<title>`, as the page sets it once running. */
  title: string;
};

function pageTitle(url: URL, answers: LandingAnswers): string {
  const listing = /^\/games\/(\d+)$/.exec(url.pathname);
  return documentTitle(
    listing ? (landingGame(answers, listing[1]!)?.name ?? 'Accounts') : undefined,
  );
}

/** `url` is the page's path and query; `answers` the API answers by path (see landing-data). */
export async function render(url: string, answers: LandingAnswers): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://localhost');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location));
  // A redirect (e.g. `/games/` goes home) is for the browser's router to carry out.
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedLandingData(queryClient, answers);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        {/* hydrate={false}: no inline script (CSP); the browser's router has nothing to load. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  // React puts its resource hints first; in <head> they are seen with the first bytes, and
  // the root then holds only what hydration expects.
  const hints = /^(?:<link [^>]*\/>)*/.exec(html)![0];
  return {
    head: hints,
    body: `<div id="root">${html.slice(hints.length)}</div>${landingDataScript(answers)}`,
    title: pageTitle(location, answers),
  };
}

/** What the server needs to know of a page before sending it (apps/server/src/plugins/spa.ts). */
export type PageResources = {
  /** False for a path only the catch-all route takes: the app shows "Page not found". */
  known: boolean;
  /** Public API paths the page shows; when one of them answers 404, so does the page. */
  mustExist: string[];
};

const FOUND: PageResources = { known: true, mustExist: [] };
const UNKNOWN: PageResources = { known: false, mustExist: [] };

/**
 * Whether `url` (path and query) is a page of the app, and which of its resources must exist
 * for it to be one, by the same routes the app renders with: the server answers 404 where the
 * app would show a "not found" screen, and never asks the API for what such a page would load.
 */
export function pageResources(url: string): PageResources {
  // The path as the browser's router sees it (`new URL` would read `//x/y` as host x).
  const pathname = url.split('?')[0]!;
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf) return UNKNOWN;
  const { gameId, accountId } = leaf.params;
  switch (leaf.route.path) {
    case '*':
      return isMissingGameId(pathname) ? FOUND : UNKNOWN;
    case 'games/:gameId':
    case 'games/:gameId/add':
      return gamePage(gameId);
    case 'games/:gameId/accounts/:accountId': {
      const game = parseRouteId(gameId);
      const account = parseRouteId(accountId);
      if (game === null || account === null) return UNKNOWN;
      // Its answer is a 404 for an unknown game too, so one request tells both. A sold or
      // reserved account answers 404 as well: the page says so (or shows the visitor's own order).
      return {
        known: true,
        mustExist: [apiPathOf(storefrontApi.account, { gameId: game, accountId: account })],
      };
    }
    default:
      return FOUND;
  }
}

function gamePage(rawId: string | undefined): PageResources {
  // An empty id redirects home (router.tsx, add-account.tsx).
  if (!rawId) return FOUND;
  const game = parseRouteId(rawId);
  return game === null
    ? UNKNOWN
    : { known: true, mustExist: [apiPathOf(catalogApi.game, { gameId: game })] };
}
