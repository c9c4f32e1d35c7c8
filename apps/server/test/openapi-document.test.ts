import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers.ts';

type Response = { $ref?: string; content?: Record<string, unknown>; headers?: object };
type Operation = { responses: Record<string, Response>; requestBody?: { content: object } };
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, Response> };
};

let ctx: TestContext;
let doc: Doc;
beforeAll(async () => {
  ctx = await createTestContext({ INBOUND_SECRET: 'inbound-secret-for-the-document' });
  doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as Doc;
});
afterAll(() => ctx.close());

const op = (method: string, path: string) => doc.paths[path]![method]!;
const statuses = (method: string, path: string) => Object.keys(op(method, path).responses);

describe('the OpenAPI document', () => {
  it('gives every operation its error answers, each the one envelope', () => {
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const errors = Object.entries(operation.responses).filter(([s]) => Number(s) >= 400);
        // Any request can be malformed, or meet an instance that is stopping.
        expect(
          errors.map(([s]) => s),
          `${method} ${path}`,
        ).toEqual(expect.arrayContaining(['400', '503']));
        for (const [status, answer] of errors)
          if (!(path === '/api/health' && status === '503'))
            expect(answer.$ref, `${method} ${path} ${status}`).toMatch(
              /^#\/components\/responses\//,
            );
      }
    for (const answer of Object.values(doc.components.responses))
      expect(answer.content).toEqual({
        'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
      });
    expect(doc.components.schemas.ErrorEnvelope).toMatchObject({
      required: ['status', 'code', 'message'],
    });
  });

  it('derives the statuses from the declaration, and no more', () => {
    // Public, no parameters, no body.
    expect(statuses('get', '/api/games')).toEqual(['200', '400', '408', '417', '431', '503']);
    // Behind a credential, with a path parameter and a body.
    expect(statuses('put', '/api/games/{gameId}/accounts/{accountId}')).toEqual([
      '200',
      '400',
      '401',
      '404',
      '408',
      '409',
      '413',
      '414',
      '415',
      '417',
      '431',
      '503',
    ]);
    // Its own: the sign-in's limit and wrong password.
    expect(statuses('post', '/api/roller/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(op('post', '/api/roller/login').responses['429']!.$ref).toBe(
      '#/components/responses/TooManyRequests',
    );
  });

  it('documents the upload and inbound bodies, the PayPal redirect and the binary answers', () => {
    expect(op('post', '/api/upload').requestBody!.content).toEqual({
      'multipart/form-data': { schema: expect.objectContaining({ required: ['image'] }) },
    });
    expect(Object.keys(op('post', '/api/inbound').requestBody!.content)).toEqual([
      'message/rfc822',
      'application/octet-stream',
    ]);
    const paypalReturn = op('get', '/api/transaction/{id}/paypal/return').responses;
    expect(paypalReturn['200']).toBeUndefined();
    expect(paypalReturn['303']).toMatchObject({ headers: { location: expect.anything() } });
    const types = (method: string, path: string, status = '200') =>
      Object.keys(op(method, path).responses[status]!.content ?? {});
    expect(types('get', '/api/media/{name}')).toEqual(['image/webp']);
    expect(types('get', '/api/image/cache')).toEqual([
      'image/jpeg',
      'image/png',
      'image/gif',
      'image/webp',
      'image/avif',
    ]);
    expect(types('get', '/api/email/{id}/attachments/{n}')).toEqual(['*/*']);
    expect(types('get', '/api/email/{id}/raw')).toEqual(['message/rfc822']);
    expect(types('get', '/api/realtime')).toEqual(['text/event-stream']);
  });
});
