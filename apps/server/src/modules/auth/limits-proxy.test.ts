import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ADDRESS_ATTEMPTS } from './attempts.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { startAppendingProxy } from '../../../test/appending-proxy.ts';

// Sign-in behind the reverse proxy of docs/deployment.md (TRUST_PROXY=1, nginx appending to the
// X-Forwarded-For the client wrote): the limit keys on the address the proxy saw.
let ctx: TestContext;
let proxy: Awaited<ReturnType<typeof startAppendingProxy>>;
beforeAll(async () => {
  ctx = await createTestContext({ TRUST_PROXY: '1' });
  await ctx.services.auth.createRoller({ code: 'demo', name: 'Demo', password: 'demo-password' });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = ctx.app.server.address() as AddressInfo;
  proxy = await startAppendingProxy(`http://127.0.0.1:${port}`);
});
afterAll(async () => {
  await proxy.close();
  await ctx.close();
});

/** A sign-in through the proxy from `from` (a loopback source address), with a header it wrote. */
function loginThroughProxy(password: string, from: string, forwardedFor?: string) {
  const body = JSON.stringify({ code: 'demo', password });
  const url = new URL('/api/roller/login', proxy.url);
  return new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

describe('sign-in limits behind an appending reverse proxy', () => {
  it('300 parallel guesses from one address, each with an X-Forwarded-For of its own: only the limit are checked', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        loginThroughProxy('wrong-guess', '127.0.0.2', `203.0.113.${i % 250}, 198.51.100.${i % 7}`),
      ),
    );
    expect(tally(statuses)).toEqual({
      401: CODE_ADDRESS_ATTEMPTS,
      429: 300 - CODE_ADDRESS_ATTEMPTS,
    });
    // Even with the right password, that address waits; a written header buys it nothing.
    expect(await loginThroughProxy('demo-password', '127.0.0.2', '192.0.2.77')).toBe(429);
  });

  it('another client behind the same proxy keeps its own budget: the address is the one the proxy saw, not the proxy', async () => {
    expect(await loginThroughProxy('demo-password', '127.0.0.3')).toBe(200);
    expect(await loginThroughProxy('demo-password', '127.0.0.3', '127.0.0.2')).toBe(200);
  });
});
