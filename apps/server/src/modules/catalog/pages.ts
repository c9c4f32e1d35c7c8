/**
 * What the host of the web app (plugins/spa.ts) should know of the public catalogue's pages:
 * home, a game's listing (filtered or not) and an account's page.
 */

const CATALOGUE_PAGE = /^\/(?:games\/\d+(?:\/accounts\/[^/]+)?)?$/;

/**
 * The catalogue pages are the ones links from other sites open, so they are sent without
 * Cross-Origin-Opener-Policy. Arriving from another site, `same-origin` makes Chromium switch
 * browsing context groups, and it builds a second, empty document on the page's renderer thread
 * while the page loads, which costs a good part of Lighthouse's Total Blocking Time even for an
 * empty page (bench/notes/lighthouse.md, "An opener policy and early preloads"). These pages
 * show only what any visitor may see; every other page (sign-in, back office, mail, invoices,
 * token links) keeps `same-origin`.
 */
function opensFromOtherSites(pathname: string): boolean {
  return CATALOGUE_PAGE.test(pathname);
}

/**
 * The public API answers a landing page asks for first, exactly as the web app requests them
 * (a filtered listing carries a query and gets none).
 */
function landingAnswers(url: string): string[] {
  const [pathname, query] = url.split('?');
  if (query !== undefined) return [];
  if (pathname === '/') return ['/api/games', '/api/games/sales-stats'];
  const listing = /^\/games\/(\d+)$/.exec(pathname ?? '');
  if (!listing) return [];
  const game = `/api/games/${listing[1]}`;
  return [game, `${game}/accounts`, '/api/games/sales-stats'];
}

export const catalogPages = { opensFromOtherSites, landingAnswers };
