/**
 * Server rendering of the storefront's two landing pages (`/`, `/games/{id}`) for the API
 * server: the same routes and components as the browser, with the public answers the server
 * fetched. The browser paints this HTML before any script and hydrates it (main.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import {
  landingDataScript,
  landingGame,
  seedLandingData,
  type LandingAnswers,
} from '@/features/storefront/api/landing-data';
import { documentTitle } from '@/hooks/use-document-title';

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
