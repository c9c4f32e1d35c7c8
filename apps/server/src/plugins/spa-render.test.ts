import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createServices } from '../services.ts';
import { importOneOfEachGame, openTestDb, testConfig } from '../../test/helpers.ts';

const INLINE_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const MODULE_PRELOADS =
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/boot-abc.js">\n' +
  '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/react-abc.js">\n';
const INDEX_HTML = `<!doctype html><html><head><title>Gacha Shop</title><script>${INLINE_SCRIPT}</script>${MODULE_PRELOADS}</head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

/**
 * Stands in for the web build's entry-server.js: shows what it was given, so the tests see
 * which answers the server fetched. Throws for a game named "Broken".
 */
const RENDERER = `
export async function render(url, answers) {
  const game = Object.entries(answers).find(([p]) => /^\\/api\\/games\\/\\d+$/.test(p))?.[1];
  if (game?.name === 'Broken') throw new Error('render failed');
  return {
    head: '<link rel="preload" as="image" href="/banner.svg"/>',
    body: '<div id="root">' + url + ' ' + JSON.stringify(answers) + '</div>',
    title: (game?.name ?? 'Home') + ' <&> $& $1',
  };
}
`;

function webBuild(): { webDist: string; webSsr: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-ssr-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  const webSsr = path.join(dir, 'entry-server.mjs');
  writeFileSync(webSsr, RENDERER);
  return { webDist: dir, webSsr };
}

let app: FastifyInstance;
let gameId: number;
let brokenId: number;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openTestDb();
  // A shop with a relay, so no dev mailbox: its pages as every visitor gets them
  // (the dev mailbox's mark on pages: spa-dev-mailbox.test.ts).
  const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' });
  const services = createServices(config, handle);
  app = await buildApp({ config, db: handle.db, services, logger: false, ...webBuild() });
  await app.ready();
  gameId = await importOneOfEachGame({ services }, 'starfall', 'Starfall');
  brokenId = await importOneOfEachGame({ services }, 'broken', 'Broken');
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

const get = (url: string, acceptEncoding = 'gzip, deflate, br') =>
  app.inject({ url, headers: { 'accept-encoding': acceptEncoding } });

function html(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

/** The answers the renderer was given, as it echoed them into the page. */
function answersIn(page: string): Record<string, unknown> {
  return JSON.parse(/<div id="root">\S+ (.*?)<\/div>/.exec(page)![1]!);
}

describe('landing pages rendered on the server', () => {
  it('renders the home page with the public answers the app would fetch', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    // The data is in the page; preloading it as well would fetch it twice.
    expect(res.headers['link']).toBeUndefined();
    const page = html(res);
    const answers = answersIn(page);
    expect(Object.keys(answers)).toEqual(['/api/games', '/api/games/sales-stats']);
    const games = (await app.inject({ url: '/api/games' })).json().data;
    expect(answers['/api/games']).toEqual(games);
    expect(page).toContain('<link rel="preload" as="image" href="/banner.svg"/></head>');
    expect(page).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it("leaves the app's modulepreload links off a rendered page, and on a page the browser renders", async () => {
    for (const url of ['/', `/games/${gameId}`]) {
      const page = html(await get(url));
      expect(answersIn(page)).toBeTypeOf('object');
      expect(page, url).not.toContain('modulepreload');
    }
    for (const url of ['/login', `/games/${gameId}?servers=asia`]) {
      expect(html(await get(url)), url).toContain(MODULE_PRELOADS);
    }
  });

  it("renders a game's page with the game, its first page of accounts and the totals", async () => {
    const page = html(await get(`/games/${gameId}`));
    const answers = answersIn(page);
    expect(Object.keys(answers)).toEqual([
      `/api/games/${gameId}`,
      `/api/games/${gameId}/accounts`,
      '/api/games/sales-stats',
    ]);
    expect(answers[`/api/games/${gameId}`]).toMatchObject({ id: gameId, name: 'Starfall' });
    expect(answers[`/api/games/${gameId}/accounts`]).toMatchObject({ accounts: [], total: 0 });
    // Escaped for HTML, and `$` patterns are text, not replacement patterns.
    expect(page).toContain('<title>Starfall &lt;&amp;&gt; $&amp; $1</title>');
  });

  it('compresses with gzip when that is all the client takes, and not at all for none', async () => {
    const gzip = await get('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(answersIn(html(gzip))).toHaveProperty('/api/games');
    for (const accept of ['identity', 'br;q=0, gzip;q=0']) {
      const plain = await get('/', accept);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(answersIn(plain.payload)).toHaveProperty('/api/games');
    }
  });

  it('keeps the inline script allowed by the CSP', async () => {
    const res = await get('/');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('sends index.html with preloads when an answer is not a 200, the page is filtered, or rendering fails', async () => {
    for (const url of ['/games/999999', `/games/${gameId}?servers=asia`, `/games/${brokenId}`]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(html(res)).toBe(INDEX_HTML);
    }
    expect((await get('/games/999999')).headers['link']).toContain('</api/games/999999>');
    expect((await get(`/games/${brokenId}`)).headers['link']).toContain(
      `</api/games/${brokenId}/accounts>`,
    );
    expect((await get(`/games/${gameId}?servers=asia`)).headers['link']).toBeUndefined();
  });

  it('answers HEAD like GET, without the body', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.payload).toBe('');
  });
});
