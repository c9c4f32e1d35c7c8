import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../lib/logger.ts';
import { createTestContext, manualClock, type TestContext } from '../../test/helpers.ts';
import { PROXY_WARNING_EVERY_MS, proxyWarningPlugin } from './proxy-warning.ts';

/** An app with the plugin and the shop's logger options, its log lines captured as JSON. */
async function appWith(trustProxy: boolean) {
  const lines: Array<Record<string, unknown>> = [];
  const time = manualClock();
  const options = loggerOptions('info') as object;
  const app = Fastify({
    trustProxy,
    logger: { ...options, stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  });
  await app.register(proxyWarningPlugin, { trustProxy, clock: time.clock });
  app.get('/ping', async () => 'pong');
  await app.ready();
  const warnings = () => lines.filter((l) => l.level === 40);
  const get = (headers: Record<string, string> = {}) =>
    app.inject({ url: '/ping', headers, remoteAddress: '10.0.0.7' });
  return { app, time, warnings, get };
}

describe('X-Forwarded-For while TRUST_PROXY=0', () => {
  it('warns once, naming the proxy address and TRUST_PROXY=1, then at most once an hour', async () => {
    const { app, time, warnings, get } = await appWith(false);
    expect((await get()).statusCode).toBe(200);
    expect(warnings()).toEqual([]);
    for (let i = 0; i < 50; i++)
      expect((await get({ 'x-forwarded-for': `203.0.113.${i}` })).body).toBe('pong');
    expect(warnings()).toHaveLength(1);
    const [first] = warnings();
    expect(first).toMatchObject({ proxyAddress: '10.0.0.7', forwardedRequests: 1 });
    expect(first!.msg).toContain('TRUST_PROXY=1');
    expect(first!.msg).toContain('shares its address for rate limits');
    // An hour on, the next one warns again and counts what arrived meanwhile.
    time.advance(PROXY_WARNING_EVERY_MS);
    await get({ 'x-forwarded-for': '203.0.113.99' });
    expect(warnings()).toHaveLength(2);
    expect(warnings()[1]).toMatchObject({ forwardedRequests: 50 });
    await app.close();
  });

  it('says nothing when the proxy is trusted', async () => {
    const { app, warnings, get } = await appWith(true);
    await get({ 'x-forwarded-for': '203.0.113.5' });
    expect(warnings()).toEqual([]);
    await app.close();
  });
});

describe('the shop', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('installs the warning', () => {
    expect(ctx.app.hasPlugin('proxy-warning')).toBe(true);
  });
});
