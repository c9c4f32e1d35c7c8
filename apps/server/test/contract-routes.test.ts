import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@shop/contract';
import type { Operation } from '@shop/contract';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * Routes are declared once (DESIGN §3): every route under /api is an operation of
 * packages/contract, registered with the contract's method, path and access, and every
 * operation is served. The shop is built with everything that adds routes switched on.
 */
const OPERATIONS: Array<{ name: string; op: Operation }> = Object.entries(contract)
  .filter(([group]) => group.endsWith('Api'))
  .flatMap(([group, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(([name, op]) => ({
      name: `${group}.${name}`,
      op,
    })),
  );

/** Served by plugins, not by capabilities: the API's own documentation. */
const NOT_OPERATIONS = /^\/api\/docs(\/|$)/;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    METRICS_TOKEN: 'metrics-token-for-the-list',
    INBOUND_SECRET: 'inbound-secret-for-the-list',
    DEV_MAILBOX: '1',
  });
});
afterAll(() => ctx.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('routes declared once, in the contract', () => {
  it('knows enough operations to mean something', () => {
    expect(OPERATIONS.length).toBeGreaterThan(70);
    expect(new Set(OPERATIONS.map(({ op }) => key(op.method, op.path))).size).toBe(
      OPERATIONS.length,
    );
  });

  it('registers every /api route from an operation, with its method, path and access', () => {
    const declared = new Map(OPERATIONS.map(({ op }) => [key(op.method, `/api${op.path}`), op]));
    const strays: string[] = [];
    for (const route of ctx.app.routeAccess) {
      if (!route.url.startsWith('/api/') || NOT_OPERATIONS.test(route.url)) continue;
      // HEAD answers as its GET does (Fastify's twin, or a link checker's explicit HEAD).
      const method = route.method === 'HEAD' ? 'GET' : route.method;
      const op = declared.get(key(method, route.url));
      if (!op) strays.push(key(route.method, route.url));
      else expect(route.access, key(route.method, route.url)).toBe(op.access);
    }
    expect(strays).toEqual([]);
  });

  it('serves every operation of the contract', () => {
    const served = new Set(ctx.app.routeAccess.map((r) => key(r.method, r.url)));
    const missing = OPERATIONS.filter(({ op }) => !served.has(key(op.method, `/api${op.path}`)));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });
});
