import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { declareScopeAccess } from '../modules/auth/access.ts';
import { showsDevMailbox, withDevMailboxMeta } from './spa-dev-mailbox.ts';

/** Methods that fetch a page: HEAD answers as GET would, without the body (monitors use it). */
const PAGE_METHODS = new Set(['GET', 'HEAD']);

/**
 * What the host of the web app must know of particular pages, told by the module that owns them
 * (app.ts passes the catalog's), so this plugin names no page of its own.
 */
export interface PageHints {
  /** Pages links from other sites open: sent without Cross-Origin-Opener-Policy. */
  opensFromOtherSites(pathname: string): boolean;
  /**
   * The public API answers a landing page (path and query) shows first. The browser fetches
   * them while the page's script loads, instead of one after another once it has run; with
   * the web build's renderer they are rendered into the page instead.
   */
  landingAnswers(url: string): string[];
}

const NO_HINTS: PageHints = { opensFromOtherSites: () => false, landingAnswers: () => [] };

/** `Link` header value; `crossorigin` matches the credentials mode of the app's `fetch`. */
function preloadLinks(urls: string[]): string {
  return urls.map((u) => `<${u}>; rel=preload; as=fetch; crossorigin=anonymous`).join(', ');
}

/**
 * A rendered page shows its first screen before any script, and its entry starts the app only
 * after that screen is painted (main.tsx), fetching the app's chunks then. Their modulepreload
 * links, which let a page the browser renders itself fetch them at once, would only share the
 * connection with the first screen's pictures: without them the largest paint comes about a
 * second sooner and both landing pages score higher (bench/notes/lighthouse.md, "An opener
 * policy and early preloads").
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/** What the web build's entry-server.js exports (apps/web/src/entry-server.tsx). */
interface PageRenderer {
  render(
    url: string,
    answers: Record<string, unknown>,
  ): Promise<{ head: string; body: string; title: string } | null>;
  /**
   * Whether a path is one of the app's pages, and the public API answers it shows that must
   * exist. Kept in the web, by its router's own routes, so the server knows no route of it.
   */
  pageResources?(url: string): { known: boolean; mustExist: string[] };
}

type Answer = Awaited<ReturnType<FastifyInstance['inject']>>;

/** The public API's answers to `paths`, asked at once, by path. */
async function askApi(app: FastifyInstance, paths: string[]): Promise<Map<string, Answer>> {
  const unique = [...new Set(paths)];
  const answers = await Promise.all(unique.map((url) => app.inject({ method: 'GET', url })));
  return new Map(unique.map((url, i) => [url, answers[i]!]));
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** An encoding the client accepts (q > 0), brotli first. */
function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a rendered page compressed. The global compression hook only sees declared routes,
 * and this handler is not one; brotli quality 5 costs about a millisecond for a page.
 */
function sendHtml(req: FastifyRequest, reply: FastifyReply, html: string) {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (encoding === null) return reply.send(html);
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(html);
  return reply.header('content-encoding', encoding).send(body);
}

/**
 * The landing page as HTML with its first screen in it, or null to send index.html as is (no
 * renderer, or an answer was not a plain 200: the app shows that state itself). The answers
 * come from the public API itself, so the page holds exactly what the app would fetch.
 */
async function renderLanding(
  renderer: PageRenderer,
  template: string,
  url: string,
  apiPaths: string[],
  responses: Map<string, Answer>,
): Promise<string | null> {
  if (apiPaths.some((p) => responses.get(p)?.statusCode !== 200)) return null;
  const answers = Object.fromEntries(
    apiPaths.map((p) => [p, (responses.get(p)!.json() as { data: unknown }).data]),
  );
  const page = await renderer.render(url, answers);
  if (!page) return null;
  // Replacer functions: the page's text is inserted as is, `$` and all.
  return template
    .replace('</head>', () => `${page.head}</head>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('<div id="root"></div>', () => page.body);
}

/**
 * Serves the built web app. Unknown /api paths answer the 404 envelope, and so does a file of
 * the build's /assets/ that is not there (an old tab asking for a chunk a new build replaced
 * gets a 404, not a page it would try to run); any other GET or HEAD gets index.html so client
 * routes such as /games/1 survive a reload.
 *
 * A page the app would show as "not found" (no route of it, an unknown game or account) gets
 * index.html with status 404: the app still shows its not-found screen, while search engines
 * and link checkers learn it is none, and nothing of it is preloaded or rendered. The web
 * build's renderer tells which pages those are (`pageResources`); without the renderer every
 * path gets its page with 200, as the app alone cannot be asked.
 *
 * The landing pages (those `pages.landingAnswers` names answers for) are rendered here when the
 * web build's renderer is present (`ssrEntry`): the browser paints the first screen before any
 * script and the app hydrates it. Without it (or when rendering fails) they get index.html and preload
 * their first API answers instead.
 *
 * The web build writes a brotli (.br) and a gzip (.gz) copy beside each text file; the one the
 * client accepts is sent as is (Vary: Accept-Encoding), so nothing is compressed per request.
 * Pages sent with something added (rendered, a 404, the dev mailbox's mark) are compressed here.
 *
 * While the dev mailbox is on, a page sent to a visitor on the shop's own machine carries its
 * mark (spa-dev-mailbox.ts), and the footer then links to it.
 *
 * A scope of its own, declared public: the static plugin's file routes carry no access of their
 * own (auth/access.ts). The fallback set here still answers every unknown path.
 */
export const spaPlugin: FastifyPluginAsync<{
  root: string | null;
  ssrEntry?: string | null;
  devMailbox?: boolean;
  pages?: PageHints;
}> = async (app, { root, ssrEntry, devMailbox = false, pages = NO_HINTS }) => {
  declareScopeAccess(app, 'public');
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
  const renderer =
    root && ssrEntry ? ((await import(pathToFileURL(ssrEntry).href)) as PageRenderer) : null;
  // index.html as built, for pages sent with something added; read once, like the template.
  const indexFile = root ? path.join(root, 'index.html') : null;
  const shell = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const template = renderer && shell !== null ? withoutModulePreloads(shell) : '';

  /** The page for `req`, 404 when the app would show it as not found. */
  async function sendPage(req: FastifyRequest, reply: FastifyReply, webRoot: string) {
    if (shell === null) return reply.type('text/html').sendFile('index.html', webRoot);
    const marked = showsDevMailbox(req, devMailbox);
    const mark = (html: string) => (marked ? withDevMailboxMeta(html) : html);
    // No renderer (web build without it, or older): every page is sent as found.
    const resources = renderer?.pageResources?.(req.url) ?? { known: true, mustExist: [] };
    if (!resources.known) return sendHtml(req, reply.status(404), mark(shell));
    const preloads = pages.landingAnswers(req.url);
    const rendering = renderer !== null && preloads.length > 0;
    // One round of API answers: what must exist, and what the landing page shows.
    const answers = await askApi(app, [...resources.mustExist, ...(rendering ? preloads : [])]);
    if (resources.mustExist.some((p) => answers.get(p)?.statusCode === 404))
      return sendHtml(req, reply.status(404), mark(shell));
    if (rendering) {
      const html = await renderLanding(renderer, template, req.url, preloads, answers).catch(
        (err: unknown) => {
          req.log.error({ err }, 'server rendering failed; sending the page unrendered');
          return null;
        },
      );
      if (html !== null) return sendHtml(req, reply, mark(html));
    }
    if (preloads.length > 0) reply.header('link', preloadLinks(preloads));
    if (marked) return sendHtml(req, reply, mark(shell));
    return reply.type('text/html').sendFile('index.html', webRoot);
  }

  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    const wantsPage =
      PAGE_METHODS.has(req.method) &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/assets/');
    if (wantsPage && root) {
      reply.header('cache-control', 'no-cache');
      if (pages.opensFromOtherSites(url)) reply.removeHeader('cross-origin-opener-policy');
      return sendPage(req, reply, root);
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
};
