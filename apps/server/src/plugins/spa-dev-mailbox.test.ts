import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { standInWebBuild } from '../../test/web-build-fixture.ts';
import { DEV_MAILBOX_META, showsDevMailbox } from './spa-dev-mailbox.ts';

function body(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

/** A rendered landing page, a page the browser renders, a not-found path. */
const PAGES = ['/', '/terms', '/no/such/page'];

describe('the dev mailbox mark on pages', () => {
  let onShop: TestContext;
  let offShop: TestContext;
  beforeAll(async () => {
    // Loopback HOST and PUBLIC_URL and no relay: the dev mailbox is on (config/dev-mailbox.ts).
    onShop = await createTestContext({}, undefined, undefined, standInWebBuild());
    offShop = await createTestContext(
      { SMTP_URL: 'smtp://127.0.0.1:9' },
      undefined,
      undefined,
      standInWebBuild(),
    );
  });
  afterAll(async () => {
    await onShop?.close();
    await offShop?.close();
  });

  const page = (ctx: TestContext, url: string, more: Record<string, unknown> = {}) =>
    ctx.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' }, ...more });

  it('is in the head of every page sent to a visitor on loopback while the mailbox is on', async () => {
    expect(onShop.config.devMailbox).toBe(true);
    for (const url of PAGES) {
      const res = await page(onShop, url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(body(res), url).toContain(`${DEV_MAILBOX_META}</head>`);
    }
    // A HEAD answers like GET, without the body.
    const head = await onShop.app.inject({ method: 'HEAD', url: '/terms' });
    expect(head.statusCode).toBe(200);
    expect(head.payload).toBe('');
  });

  it('is left out for a request a proxy forwarded, and for a visitor on another machine', async () => {
    for (const url of PAGES) {
      const forwarded = await page(onShop, url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(body(forwarded), url).toContain('<div id="root">');
      expect(body(forwarded), url).not.toContain('shop-dev-mailbox');
      const remote = await page(onShop, url, { remoteAddress: '192.168.1.20' });
      expect(body(remote), url).toContain('<div id="root">');
      expect(body(remote), url).not.toContain('shop-dev-mailbox');
    }
  });

  it('is left out while the dev mailbox is off', async () => {
    expect(offShop.config.devMailbox).toBe(false);
    for (const url of PAGES) {
      const res = await page(offShop, url);
      expect(body(res), url).toContain('<div id="root">');
      expect(body(res), url).not.toContain('shop-dev-mailbox');
    }
  });
});

describe('showsDevMailbox', () => {
  const req = (remoteAddress: string, headers: Record<string, string> = {}) =>
    ({ headers, socket: { remoteAddress } }) as unknown as Parameters<typeof showsDevMailbox>[0];

  it('takes IPv4 and IPv6 loopback, as IPv6 sockets show them too', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1'])
      expect(showsDevMailbox(req(address), true), address).toBe(true);
  });

  it('refuses other addresses, forwarded requests, and a mailbox that is off', () => {
    for (const address of ['192.168.1.20', '::ffff:10.0.0.1', 'fe80::1', '0.0.0.0'])
      expect(showsDevMailbox(req(address), true), address).toBe(false);
    expect(showsDevMailbox(req('127.0.0.1', { forwarded: 'for=127.0.0.1' }), true)).toBe(false);
    expect(showsDevMailbox(req('127.0.0.1', { 'x-real-ip': '127.0.0.1' }), true)).toBe(false);
    expect(showsDevMailbox(req('127.0.0.1'), false)).toBe(false);
  });
});
