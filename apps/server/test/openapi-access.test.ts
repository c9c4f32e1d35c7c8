import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declareScopeAccess } from '../src/modules/auth/access.ts';
import { authPlugin } from '../src/modules/auth/plugin.ts';
import { docsPlugin } from '../src/plugins/docs.ts';
import { installErrorEnvelope } from '../src/plugins/error-envelope.ts';
import { createTestContext, type TestContext } from './helpers.ts';

interface Operation {
  method: string;
  path: string;
  url: string;
  protected: boolean;
  hasBody: boolean;
}

type OpenApiDoc = {
  paths: Record<
    string,
    Record<string, { security?: Record<string, string[]>[]; requestBody?: unknown }>
  >;
};

/** Every documented operation; protected when no security alternative is `{}` (anonymous). */
function operations(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      // Path parameters get a valid-looking value: the guard must answer before any lookup.
      url: path.replace(/\{[^}]+\}/g, '1'),
      protected: Boolean(op.security?.length) && !op.security!.some((s) => !Object.keys(s).length),
      hasBody: Boolean(op.requestBody),
    })),
  );
}

/** Operations whose real answer disagrees with what the document says about access. */
async function accessMismatches(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
  const found: string[] = [];
  for (const op of operations(doc)) {
    const send = (headers: Record<string, string>) =>
      app.inject({
        method: op.method as 'GET',
        url: op.url,
        headers,
        ...(op.hasBody ? { payload: {} } : {}),
      });
    const anonymous = await send({});
    if (op.protected) {
      const bogus = await send({ authorization: 'Bearer not-a-session-token' });
      if (anonymous.statusCode !== 401)
        found.push(
          `${op.method} ${op.path}: documented protected, answered ${anonymous.statusCode} without a token`,
        );
      if (bogus.statusCode !== 401)
        found.push(
          `${op.method} ${op.path}: documented protected, answered ${bogus.statusCode} to a bogus token`,
        );
    } else if (anonymous.statusCode === 401) {
      found.push(`${op.method} ${op.path}: documented public, answered 401 without a token`);
    }
  }
  return found;
}

let ctx: TestContext;
beforeAll(async () => {
  // With /metrics on, so its token guard is walked like the others.
  ctx = await createTestContext({ METRICS_TOKEN: 'metrics-token-for-the-walk' });
});
afterAll(() => ctx.close());

describe('the OpenAPI document and the real guards agree', () => {
  it('every protected operation answers 401 without a token and with a bogus one; no public one does', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
    const ops = operations(doc);
    // The walk covers both kinds, so it cannot pass by finding nothing.
    expect(ops.filter((o) => o.protected).length).toBeGreaterThanOrEqual(10);
    expect(ops.filter((o) => !o.protected).length).toBeGreaterThanOrEqual(6);
    expect(ops.some((o) => o.path === '/metrics' && o.protected)).toBe(true);
    expect(await accessMismatches(ctx.app)).toEqual([]);
  });

  it('documents a signed-in-or-anonymous route as optional and still refuses a bad token there', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
    expect(doc.paths['/api/games/{gameId}/accounts']!.get!.security).toEqual([{}, { bearer: [] }]);
    const bad = await ctx.app.inject({
      url: '/api/games/1/accounts',
      headers: { authorization: 'Bearer forged' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('the access declaration', () => {
  /** An app with only the docs and the access step; `unguarded` routes come before the latter. */
  async function miniApp(routes: (app: FastifyInstance) => void, unguarded = false) {
    const app = Fastify();
    installErrorEnvelope(app);
    await app.register(docsPlugin);
    if (unguarded) routes(app);
    await app.register(authPlugin, { auth: ctx.services.auth });
    if (!unguarded) routes(app);
    await app.ready();
    return app;
  }

  it('one option installs the guard and writes the documented security', async () => {
    const app = await miniApp((a) => {
      a.get('/api/secret', { config: { access: 'roller' } }, async () => ({ ok: true }));
      a.get('/api/open', { config: { access: 'public' } }, async () => ({ ok: true }));
    });
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as OpenApiDoc;
    expect(doc.paths['/api/secret']!.get!.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/open']!.get!.security).toBeUndefined();
    expect((await app.inject({ url: '/api/secret' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/open' })).statusCode).toBe(200);
    expect(await accessMismatches(app)).toEqual([]);
    await app.close();
  });

  it('refuses a route that does not say who may call it', async () => {
    const app = Fastify();
    await app.register(authPlugin, { auth: ctx.services.auth });
    expect(() => app.get('/api/forgot', async () => ({}))).toThrow(
      'GET /api/forgot: declare who may call it in config.access (public, optional-roller, roller, owner, inbound, metrics, sub-roller, roller-or-sub-roller)',
    );
    // A plugin's own routes are covered by their scope's declaration, and only those.
    await app.register(async (scope) => {
      declareScopeAccess(scope, 'public');
      scope.register(async (inner) => inner.get('/api/plugin-page', async () => ({})));
    });
    expect(() => app.get('/api/outside', async () => ({}))).toThrow('GET /api/outside: declare');
    await app.ready();
    expect(app.routeAccess).toContainEqual({
      method: 'GET',
      url: '/api/plugin-page',
      access: 'public',
    });
    await app.close();
  });

  it('refuses a hand-written schema.security, which would be documentation without a guard', async () => {
    const app = Fastify();
    await app.register(authPlugin, { auth: ctx.services.auth });
    expect(() =>
      app.get('/api/x', { schema: { security: [{ bearer: [] }] } }, async () => ({})),
    ).toThrow('GET /api/x: declare config.access instead of schema.security');
    await app.close();
  });

  it('the walk reports a guard without documentation and documentation without a guard', async () => {
    // Added where the access step cannot see them: the drift the walk exists to catch.
    const app = await miniApp((a) => {
      a.get(
        '/api/guarded-undocumented',
        { onRequest: async (_req, reply) => reply.status(401).send({}) },
        async () => ({}),
      );
      a.get(
        '/api/documented-unguarded',
        { schema: { security: [{ bearer: [] }] } },
        async () => ({}),
      );
    }, true);
    const found = await accessMismatches(app);
    expect(found).toEqual([
      'GET /api/guarded-undocumented: documented public, answered 401 without a token',
      'GET /api/documented-unguarded: documented protected, answered 200 without a token',
      'GET /api/documented-unguarded: documented protected, answered 200 to a bogus token',
    ]);
    await app.close();
  });
});
