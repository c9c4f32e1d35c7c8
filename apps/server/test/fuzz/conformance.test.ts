import { describe, expect, it } from 'vitest';
import { createConformance, type AnsweredDoc } from './conformance.ts';

const json = { 'content-type': 'application/json; charset=utf-8' };
const envelopeRef = {
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
};

/** A document with one JSON operation, one binary one and the shared error answer. */
const doc: AnsweredDoc = {
  paths: {
    '/api/thing/{id}': {
      get: {
        responses: {
          200: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['status', 'data'],
                  properties: {
                    status: { const: 'success' },
                    data: {
                      type: 'object',
                      required: ['name'],
                      properties: {
                        name: { type: 'string' },
                        seen: { type: 'string', format: 'date-time', nullable: true },
                      },
                    },
                  },
                },
              },
            },
          },
          404: { $ref: '#/components/responses/NotFound' },
        },
      },
    },
    '/api/picture': {
      get: {
        responses: {
          200: { content: { 'image/*': { schema: { type: 'string', format: 'binary' } } } },
          304: { description: 'Not modified' },
        },
      },
    },
  },
  components: {
    schemas: {
      ErrorEnvelope: {
        type: 'object',
        required: ['status', 'code', 'message'],
        properties: {
          status: { const: 'error' },
          code: { enum: ['NOT_FOUND', 'BAD_REQUEST'] },
          message: { type: 'string' },
          field: { type: 'string' },
        },
      },
    },
    responses: { NotFound: envelopeRef },
  },
};

const { check } = createConformance(doc);
const answer = (statusCode: number, body: unknown, headers: Record<string, string> = json) => ({
  statusCode,
  headers,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('the conformance check', () => {
  it('passes answers the document gives, through shared answers and media ranges', () => {
    expect(
      check(
        'GET /api/thing/{id}',
        answer(200, { status: 'success', data: { name: 'a', seen: null } }),
      ),
    ).toEqual([]);
    expect(
      check(
        'GET /api/thing/{id}',
        answer(404, { status: 'error', code: 'NOT_FOUND', message: 'No' }),
      ),
    ).toEqual([]);
    expect(
      check('GET /api/picture', answer(200, 'bytes', { 'content-type': 'image/webp' })),
    ).toEqual([]);
    expect(check('GET /api/picture', answer(304, '', {}))).toEqual([]);
  });

  it('names a status the operation does not document, and an error outside the envelope', () => {
    expect(
      check(
        'GET /api/thing/{id}',
        answer(409, { status: 'error', code: 'BAD_REQUEST', message: 'x' }),
      ),
    ).toEqual([
      'GET /api/thing/{id} 409 is not a documented status: {"status":"error","code":"BAD_REQUEST","message":"x"}',
    ]);
    expect(check('GET /api/thing/{id}', answer(404, { error: 'Not Found' }))).toEqual([
      'GET /api/thing/{id} 404 is not the error envelope: {"error":"Not Found"}',
      'GET /api/thing/{id} 404 does not match its schema (body must have required property \'status\'): {"error":"Not Found"}',
    ]);
    expect(
      check(
        'GET /api/thing/{id}',
        answer(404, { status: 'error', code: 'MADE_UP', message: 'x' }),
      )[0],
    ).toContain('is not the error envelope');
  });

  it('names a body that does not match its schema, and a type the document does not name', () => {
    expect(
      check('GET /api/thing/{id}', answer(200, { status: 'success', data: { seen: 'yesterday' } })),
    ).toEqual([
      'GET /api/thing/{id} 200 does not match its schema (body/data must have required property \'name\'): {"status":"success","data":{"seen":"yesterday"}}',
    ]);
    expect(check('GET /api/picture', answer(200, '<p>', { 'content-type': 'text/html' }))).toEqual([
      'GET /api/picture 200 is text/html, documented as image/*: <p>',
    ]);
    expect(check('GET /api/picture', answer(304, 'x', {}))).toEqual([
      'GET /api/picture 304 has a body the document does not give it: x',
    ]);
    expect(check('GET /api/nowhere', answer(200, {}))).toEqual([
      'GET /api/nowhere is not documented',
    ]);
  });
});
