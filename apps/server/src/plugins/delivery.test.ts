import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createServices } from '../services.ts';
import { openTestDb, testConfig } from '../../test/helpers.ts';

const INLINE_SCRIPT = "document.documentElement.classList.toggle('dark', true);";
const INDEX_HTML = `<!doctype html><html><head><script>${INLINE_SCRIPT}</script></head><body>${'<div></div>'.repeat(150)}<script type="module" src="/assets/index-abc.js"></script></body></html>`;
const SCRIPT = `export const cards = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `card ${i}`))};\n`;
const STYLE = `.card{display:grid;gap:1rem}\n`.repeat(100);

/** A built web app as the web build leaves it: each text file with its .br and .gz copies. */
function webDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-web-'));
  mkdirSync(path.join(dir, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX_HTML,
    'assets/index-abc.js': SCRIPT,
    'assets/index-abc.css': STYLE,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, text] of Object.entries(files)) {
    const file = path.join(dir, name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dir;
}

let app: FastifyInstance;
let services: ReturnType<typeof createServices>;
let close: () => Promise<void>;
beforeAll(async () => {
  const handle = await openTestDb();
  // A shop with a relay, so no dev mailbox: its pages as every visitor gets them
  // (the dev mailbox's mark on pages: spa-dev-mailbox.test.ts).
  const config = testConfig({ SMTP_URL: 'smtp://127.0.0.1:9' });
  services = createServices(config, handle);
  app = await buildApp({ config, db: handle.db, services, logger: false, webDist: webDist() });
  await app.ready();
  close = async () => {
    await app.close();
    await handle.close();
  };
});
afterAll(() => close());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

function decoded(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe('built assets, precompressed', () => {
  it('sends brotli to a client that accepts it', async () => {
    const res = await get('/assets/index-abc.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 3);
    expect(decoded(res)).toBe(SCRIPT);
  });

  it('sends gzip when that is all the client accepts', async () => {
    const res = await get('/assets/index-abc.css', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(decoded(res)).toBe(STYLE);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const res = await get('/assets/index-abc.js', accept);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(SCRIPT);
    }
  });

  it('never serves the compressed copies under their own names', async () => {
    const res = await get('/assets/index-abc.js.br', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('export const cards');
  });

  it('answers 404, not the page, for an asset that is not there (a chunk an old tab asks for)', async () => {
    for (const method of ['GET', 'HEAD'] as const) {
      const res = await app.inject({ method, url: '/assets/index-old.js' });
      expect(res.statusCode, method).toBe(404);
      expect(res.headers['content-type'], method).not.toMatch(/^text\/html/);
    }
    const traversal = await get('/assets/%2e%2e%2findex.html');
    expect(traversal.statusCode).toBe(404);
  });

  it('sends index.html compressed for client routes, and its inline script stays allowed', async () => {
    const res = await get('/games/1', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decoded(res)).toBe(INDEX_HTML);
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });
});

describe('landing pages preload their first API answers', () => {
  const preloads = (res: { headers: Record<string, unknown> }) =>
    [
      ...String(res.headers['link'] ?? '').matchAll(
        /<([^>]+)>; rel=preload; as=fetch; crossorigin=anonymous/g,
      ),
    ].map((m) => m[1]);

  it('names the games and sales totals on the home page', async () => {
    expect(preloads(await get('/'))).toEqual(['/api/games', '/api/games/sales-stats']);
  });

  it("names the game, its unfiltered listing and the totals on a game's page", async () => {
    expect(preloads(await get('/games/7'))).toEqual([
      '/api/games/7',
      '/api/games/7/accounts',
      '/api/games/sales-stats',
    ]);
  });

  it('names nothing for a filtered listing or any other page', async () => {
    for (const url of ['/games/7?servers=eu', '/games/7/add', '/login', '/games/x']) {
      expect((await get(url)).headers['link']).toBeUndefined();
    }
  });
});

describe('Cross-Origin-Opener-Policy', () => {
  const opener = async (url: string) =>
    (await get(url)).headers['cross-origin-opener-policy'] as string | undefined;

  it('is left off the public catalogue pages, which links from other sites open', async () => {
    for (const url of [
      '/',
      '/games/7',
      '/games/7?servers=eu&sort=price_asc',
      '/games/7/accounts/12',
    ]) {
      expect(await opener(url), url).toBeUndefined();
      expect((await get(url)).headers['content-security-policy'], url).toBeDefined();
    }
  });

  it('stays same-origin on every other page and on the API', async () => {
    for (const url of [
      '/login',
      '/email',
      '/transactions',
      '/invoice/3?token=abc',
      '/buyer-emails',
      '/email-viewer?token=abc',
      '/unsubscribe?token=abc',
      '/games/7/add',
      '/games/x',
      '/api/health',
    ]) {
      expect(await opener(url), url).toBe('same-origin');
    }
  });
});

describe('HEAD', () => {
  it.each([
    ['/', 'text/html'],
    ['/games/1', 'text/html'],
    ['/games/1/add', 'text/html'],
    ['/assets/index-abc.js', 'javascript'],
    ['/favicon.svg', 'image/svg+xml'],
    // A JSON answer that is the same twice in a row (health carries timings).
    ['/api/games', 'application/json'],
  ])('%s answers like GET, with its length and no body', async (url, type) => {
    for (const accept of ['br, gzip', undefined]) {
      const headers = accept ? { 'accept-encoding': accept } : {};
      const head = await app.inject({ method: 'HEAD', url, headers });
      const full = await app.inject({ method: 'GET', url, headers });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toContain(type);
      expect(head.headers['content-encoding']).toBe(full.headers['content-encoding']);
      expect(Number(head.headers['content-length'])).toBe(full.rawPayload.length);
      expect(head.rawPayload.length).toBe(0);
    }
  });

  it('answers unknown API paths with 404', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
  });
});

describe('API answers', () => {
  let gameId: number;
  beforeAll(async () => {
    const item = (kind: string, i: number) => ({
      name: `${kind} number ${i}`,
      value: `${kind}-${i}`,
      image: `https://img.example/${kind}-${i}.png`,
    });
    const [game] = await services.catalog.importCatalog({
      games: [
        {
          slug: 'moonfall',
          name: 'Moonfall',
          image: 'https://img.example/moonfall.png',
          servers: [{ name: 'Asia', value: 'asia' }],
          characters: Array.from({ length: 20 }, (_, i) => item('character', i)),
          weapons: Array.from({ length: 20 }, (_, i) => item('weapon', i)),
        },
      ],
    });
    gameId = game!.id;
  });

  it('compresses a JSON answer above 1 KB', async () => {
    const plain = await get(`/api/games/${gameId}`);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    for (const encoding of ['br', 'gzip']) {
      const res = await get(`/api/games/${gameId}`, encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('leaves a tiny JSON answer as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'success' });
  });
});
