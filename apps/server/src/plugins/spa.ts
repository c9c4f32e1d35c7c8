import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/** Methods that fetch a page: HEAD answers as GET would, without the body (monitors use it). */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The public API answers a landing page asks for first, exactly as the web app requests them
 * (a filtered listing carries a query and gets none). The browser fetches them while the
 * page's script loads, instead of one after another once it has run.
 */
function pageDataPreloads(url: string): string[] {
  const [pathname, query] = url.split('?');
  if (query !== undefined) return [];
  if (pathname === '/') return ['/api/games', '/api/games/sales-stats'];
  const listing = /^\/games\/(\d+)$/.exec(pathname ?? '');
  if (!listing) return [];
  const game = `/api/games/${listing[1]}`;
  return [game, `${game}/accounts`, '/api/games/sales-stats'];
}

/** `Link` header value; `crossorigin` matches the credentials mode of the app's `fetch`. */
function preloadLinks(urls: string[]): string {
  return urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
}

/**
 * Serves the built web app. Unknown /api paths answer the 404 envelope; any other GET or HEAD
 * that wants HTML gets index.html so client routes such as /games/1 survive a reload.
 *
 * The web build writes a brotli (.br) and a gzip (.gz) copy beside each text file; the one the
 * client accepts is sent as is (Vary: Accept-Encoding), so nothing is compressed per request.
 */
export const spaPlugin = fp<{ root: string | null }>(async (app, { root }) => {
  if (root) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The compressed copies are chosen by Accept-Encoding, never asked for by name.
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, filePath) {
        // Vite fingerprints assets, so they may be cached for good; index.html never.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const wantsPage = PAGE_METHODS.has(req.method) && !url.startsWith('/api/') && url !== '/api';
    if (wantsPage && root) {
      const preloads = pageDataPreloads(req.url);
      if (preloads.length > 0) reply.header('link', preloadLinks(preloads));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html')
        .sendFile('index.html', root);
    }
    if (wantsPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build`.');
    }
    return reply
      .status(404)
      .send({ status: 'error', code: 'NOT_FOUND', message: `No route ${req.method} ${url}` });
  });
});
