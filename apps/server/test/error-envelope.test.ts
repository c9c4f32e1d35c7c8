import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PATH_SEGMENT } from '../src/lib/http.ts';
import { MAX_JSON_DEPTH } from '../src/plugins/validators.ts';
import { count, createTestContext, signedInRoller, type TestContext } from './helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const isEnvelope = (body: unknown, code: string) =>
  expect(body).toMatchObject({ status: 'error', code, message: expect.any(String) });

describe('the framework answers through the envelope', () => {
  it('bad percent-encoding in a path: 400', async () => {
    const res = await ctx.app.inject({ url: '/api/games/%zz' });
    expect(res.statusCode).toBe(400);
    isEnvelope(res.json(), 'BAD_REQUEST');
    expect(res.json().message).toContain('percent-encoding');
  });

  it(`a path parameter over ${MAX_PATH_SEGMENT} characters: 414`, async () => {
    const res = await ctx.app.inject({ url: `/api/games/${'1'.repeat(MAX_PATH_SEGMENT + 1)}` });
    expect(res.statusCode).toBe(414);
    isEnvelope(res.json(), 'URI_TOO_LONG');
  });

  it.each([
    [
      'a content type the route does not read',
      'application/xml',
      '<a/>',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Content-Type application/xml is not accepted here; send application/json',
    ],
    [
      'plain text',
      'text/plain',
      'code=a',
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Content-Type text/plain is not accepted here; send application/json',
    ],
    [
      'an empty JSON body',
      'application/json',
      '',
      400,
      'VALIDATION_FAILED',
      'The JSON body is empty; send an object',
    ],
    [
      'invalid JSON',
      'application/json',
      '{"code":',
      400,
      'VALIDATION_FAILED',
      'The body is not valid JSON',
    ],
  ])('%s on a POST: %i naming the body', async (_what, type, payload, status, code, message) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/login',
      headers: { 'content-type': type },
      payload,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ status: 'error', code, message, field: 'body' });
  });

  it('a body over the limit: 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/roller/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"code":"${'a'.repeat(2 * 1024 * 1024)}"}`,
    });
    expect(res.statusCode).toBe(413);
    isEnvelope(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('HEAD works on every GET route of the API, with no body', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const gets = Object.entries(doc.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    expect(gets).toContain('/api/games');
    for (const url of gets) {
      const [head, get] = await Promise.all([
        ctx.app.inject({ method: 'HEAD', url }),
        ctx.app.inject({ method: 'GET', url }),
      ]);
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.body, url).toBe('');
    }
  });
});

describe('errors raised before Fastify sees the request', () => {
  let port: number;
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as AddressInfo).port;
  });

  /** Sends raw bytes and collects the whole answer until the server closes the socket. */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
      const chunks: Buffer[] = [];
      socket.on('data', (c) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString()));
    });
  const bodyOf = (answer: string) => JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));

  it('headers over 16 KB: 431 with the envelope', async () => {
    const answer = await raw(
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({
      status: 'error',
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large',
    });
  });

  it('CONNECT, which Node keeps from Fastify: 404 with the envelope', async () => {
    const answer = await raw('CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 404 /);
    expect(bodyOf(answer)).toEqual({
      status: 'error',
      code: 'NOT_FOUND',
      message: 'No route CONNECT example.com:443',
    });
  });

  /** The head's fields, lowercased, of a raw answer. */
  const headersOf = (answer: string) =>
    Object.fromEntries(
      answer
        .slice(0, answer.indexOf('\r\n\r\n'))
        .split('\r\n')
        .slice(1)
        .map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
    );

  it.each([
    ['GET', '/api/health', '', 'expecthealth'],
    ['POST', '/api/roller/logout', '{}', 'expectlogout'],
    ['GET', '/no-such-page', '', 'expectpage'],
  ])(
    'Expect other than 100-continue on %s %s: 417 with the envelope and security headers',
    async (method, path, body, code) => {
      const seller = await signedInRoller(ctx, code);
      const answer = await raw(
        `${method} ${path} HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n` +
          `Authorization: ${seller.auth.authorization}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body}`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 417 /);
      expect(bodyOf(answer)).toEqual({
        status: 'error',
        code: 'EXPECTATION_FAILED',
        message: 'Expect: teapot is not supported; send the request without it',
        field: 'expect',
      });
      const headers = headersOf(answer);
      expect(headers['content-type']).toBe('application/json; charset=utf-8');
      expect(headers['content-security-policy']).toMatch(/default-src /);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('no-referrer');
      // The request never reached its route: the session the logout would end is still there.
      const still = await ctx.app.inject({ url: '/api/roller', headers: seller.auth });
      expect(still.statusCode).toBe(200);
    },
  );

  it('Expect: 100-continue is still answered 100, then the route answers', async () => {
    const answer = await raw(
      'POST /api/roller/login HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n' +
        'Content-Type: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 100 Continue\r\n\r\nHTTP\/1\.1 400 /);
    expect(bodyOf(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });

  it('a request that is not HTTP: 400 with the envelope', async () => {
    const answer = await raw('HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ status: 'error', code: 'BAD_REQUEST' });
  });
});

describe('text no database column can hold', () => {
  // A schema's own rule (control characters, formats) answers first where a field has one; the
  // catch-all after validation refuses what no schema names, such as an unpaired surrogate.
  // Account bodies are covered field by field in accounts/backoffice.test.ts.
  it.each([
    ['POST', '/api/roller/login', { code: 'a\u0000b', password: 'whatever-1' }, 'code', 'control'],
    ['PUT', '/api/roller/email', { email: 'a\udc00@b.cd' }, 'email', ''],
    [
      'POST',
      '/api/roller/login',
      { code: 'ab', password: 'pass\ud800word' },
      'password',
      'unpaired surrogate',
    ],
  ] as const)(
    '%s %s with %j: 400 naming %s, nothing stored',
    async (method, url, payload, field, reason) => {
      const seller = await signedInRoller(ctx, `nul${field.replace(/\W/g, '')}`);
      const before = await count(ctx.db, 'accounts');
      const res = await ctx.app.inject({ method, url, payload, headers: seller.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'error', code: 'VALIDATION_FAILED', field });
      expect(res.json().message).toContain(reason);
      expect(await count(ctx.db, 'accounts')).toBe(before);
    },
  );

  it('in a query parameter too', async () => {
    const res = await ctx.app.inject({ url: '/api/games/1/accounts?q=a%00b' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', field: 'q' });
  });

  it(`looks through a body nested ${MAX_JSON_DEPTH} levels, naming a long path by its start`, async () => {
    const seller = await signedInRoller(ctx, 'deepjson');
    const key = 'k'.repeat(10);
    const nest = (inner: string) =>
      `${`{"${key}":`.repeat(MAX_JSON_DEPTH)}${inner}${'}'.repeat(MAX_JSON_DEPTH)}`;
    const deep = nest('"a\\u0000"');
    const clean = nest('"a"');
    const send = (payload: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/email/read-all',
        payload,
        headers: { ...seller.auth, 'content-type': 'application/json' },
      });
    const refused = await send(deep);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(refused.json().field).toMatch(/^k{10}(\.k{10})+…$/);
    expect((await send(clean)).statusCode).toBe(200);
  });
});
