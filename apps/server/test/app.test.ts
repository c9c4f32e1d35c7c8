import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('app shell', () => {
  it('GET /api/health reports the database', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: { db: 'ok' } });
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await ctx.app.inject({ url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', code: 'NOT_FOUND' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/roller/login');
  });

  it('sends the security headers', async () => {
    const res = await ctx.app.inject({ url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('sends HSTS when the public address is https, on answers that went out over https only', async () => {
    const tls = await createTestContext({ PUBLIC_URL: 'https://shop.example', TRUST_PROXY: '1' });
    try {
      const proxied = await tls.app.inject({
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(proxied.headers['strict-transport-security']).toBe('max-age=15552000');
      // Straight to the shop's plain port, or through a proxy that spoke http.
      const plain = await tls.app.inject({ url: '/api/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      const overHttp = await tls.app.inject({
        url: '/',
        headers: { 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9' },
      });
      expect(overHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await tls.close();
    }
  });
});
