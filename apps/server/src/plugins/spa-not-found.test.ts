import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  importOneOfEachGame,
  signedInRoller,
  type TestContext,
} from '../../test/helpers.ts';
import { listAccount } from '../../test/orders-fixture.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>Gacha Shop</title>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-abc.js">' +
  '</head><body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>';

/**
 * Stands in for the web build's entry-server.js, answering `pageResources` as the web's does
 * for these paths (apps/web/src/entry-server.test.tsx holds the web's own cases). Its pages
 * show the answers they were given, so a test sees what the server fetched.
 */
const RENDERER = `
export async function render(url, answers) {
  return { head: '', body: '<div id="root">rendered ' + JSON.stringify(answers) + '</div>', title: 'Shop' };
}
export function pageResources(url) {
  const path = url.split('?')[0];
  if (['/', '/terms', '/login', '/games/'].includes(path)) return { known: true, mustExist: [] };
  let m = /^\\/games\\/(\\d+)(?:\\/add)?$/.exec(path);
  if (m) return { known: true, mustExist: ['/api/games/' + m[1]] };
  m = /^\\/games\\/(\\d+)\\/accounts\\/(\\d+)$/.exec(path);
  if (m) return { known: true, mustExist: ['/api/games/' + m[1] + '/accounts/' + m[2]] };
  return { known: false, mustExist: [] };
}
`;

function webBuild(withResources: boolean): { webDist: string; webSsr: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-404-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  const webSsr = path.join(dir, 'entry-server.mjs');
  writeFileSync(webSsr, withResources ? RENDERER : RENDERER.split('export function')[0]!);
  return { webDist: dir, webSsr };
}

function body(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

let ctx: TestContext;
let gameId: number;
let accountId: number;
beforeAll(async () => {
  // A public shop (a relay set): its pages carry no dev mailbox mark.
  ctx = await createTestContext(
    { SMTP_URL: 'smtp://127.0.0.1:9' },
    undefined,
    undefined,
    webBuild(true),
  );
  gameId = await importOneOfEachGame(ctx, 'starfall', 'Starfall');
  accountId = await listAccount(ctx, await signedInRoller(ctx, 'seller'), gameId);
});
afterAll(() => ctx.close());

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });

describe('pages the app shows as not found', () => {
  const notFound = () => [
    '/no/such/page',
    '/games/999999',
    '/games/abc',
    '/games/999999/add',
    '/games/999999/nope',
    `/games/${gameId}/accounts/99999`,
    `/games/999999/accounts/${accountId}`,
    '/games/999999?sort=price_asc',
  ];

  it("answer 404 with the app's page, which shows its not-found screen", async () => {
    for (const url of notFound()) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-security-policy'], url).toBeDefined();
      // The shell as built: the browser renders the not-found screen itself, with its script.
      expect(body(res), url).toBe(INDEX_HTML);
    }
  });

  it('preload nothing and render no landing data (an unknown game asks for no accounts)', async () => {
    for (const url of notFound()) {
      const res = await get(url);
      expect(res.headers['link'], url).toBeUndefined();
      expect(body(res), url).not.toContain('rendered');
    }
  });

  it('answer HEAD like GET, without the body', async () => {
    for (const url of notFound()) {
      const head = await get(url, 'HEAD');
      expect(head.statusCode, url).toBe(404);
      expect(head.headers['content-type'], url).toMatch(/^text\/html/);
      expect(head.payload, url).toBe('');
    }
  });
});

describe('pages that exist', () => {
  it('answer 200: the landing pages rendered, the others as the shell', async () => {
    for (const url of ['/', `/games/${gameId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(body(res), url).toContain('<div id="root">rendered {');
    }
    for (const url of [
      '/terms',
      '/login',
      `/games/${gameId}?sort=price_asc`,
      `/games/${gameId}/add`,
      `/games/${gameId}/accounts/${accountId}`,
      // Goes home in the browser.
      '/games/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(body(res), url).toContain('<div id="root"></div>');
    }
    expect((await get(`/games/${gameId}/accounts/${accountId}`, 'HEAD')).statusCode).toBe(200);
  });
});

describe("without the web build's renderer, or with one that does not say which pages exist", () => {
  it.each([
    ['no renderer', { webDist: webBuild(false).webDist }],
    ['an older renderer', webBuild(false)],
  ])('%s: every page is sent with 200, as the app alone cannot be asked', async (_, web) => {
    const other = await createTestContext(
      { SMTP_URL: 'smtp://127.0.0.1:9' },
      undefined,
      undefined,
      web,
    );
    try {
      for (const url of ['/no/such/page', '/games/999999']) {
        const res = await other.app.inject({ url });
        expect(res.statusCode, url).toBe(200);
        expect(res.payload, url).toContain('<div id="root"></div>');
      }
    } finally {
      await other.close();
    }
  });
});
