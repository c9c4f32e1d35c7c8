import { STATUS_CODES } from 'node:http';
import type { RouteOptions } from 'fastify';
import { ErrorBody, type ERROR_STATUS } from '@shop/contract';
import type { TSchema } from 'typebox';

/** A status the error catalogue answers with (@shop/contract errors.ts). */
export type ErrorStatus = (typeof ERROR_STATUS)[keyof typeof ERROR_STATUS];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error statuses the route answers beyond those `errorStatuses` derives from its
     * declaration: a conflict, a limit, a refusal by a token in the query, an upstream failure.
     * Documentation only; the service decides.
     */
    errors?: readonly ErrorStatus[];
    /** A body the handler reads itself (multipart, raw mail): documented, never validated. */
    documentedBody?: { mediaTypes: readonly string[]; schema: TSchema };
  }
}

/** What each error status means, whichever route gives it. */
const MEANING: Record<number, string> = {
  400: 'The request is not valid: `field` names what to change (a schema rule, malformed JSON or percent-encoding, text no column can hold)',
  401: 'Credentials missing, wrong or expired',
  402: 'The payment did not go through',
  403: 'Not for this caller',
  404: 'Not found, or not this caller’s: the answer does not say which',
  408: 'The request took too long to arrive',
  409: 'It conflicts with the current state (sold, pending, taken)',
  413: 'The body is too large',
  414: 'A path segment is too long',
  415: 'The body’s Content-Type is not accepted here',
  417: 'The Expect header asks for something other than 100-continue',
  422: 'Refused by one of the shop’s rules',
  429: 'Too many requests: wait as long as Retry-After says',
  431: 'The request headers are too large',
  502: 'A service the shop relies on (PayPal, an image host) failed',
  503: 'The instance is stopping, cannot reach its database, or is busy: try again, after Retry-After when given',
};

/** Statuses any request can be answered with, whatever it asks for. */
const EVERY_REQUEST = [400, 408, 417, 431, 503];
/** Methods whose body Fastify reads (and can find too large, or of a type it does not take). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses a route can answer, derived from its declaration: those of every request,
 * 401 when its access rule checks a credential (it documents `security` then), 403 for the
 * owner's routes (another roller is refused), 404 and 414 when
 * it has path parameters, 413 and 415 when its method carries a body, and its own `errors`.
 * A status the route documents with a body of its own (the health check's 503) is left to it.
 */
export function errorStatuses(route: RouteOptions): number[] {
  const method = String(route.method);
  const statuses = new Set(EVERY_REQUEST);
  if (route.schema?.security) statuses.add(401);
  // A signed-in roller who is not the shop's owner is refused an owner's route.
  if ((route.config as { access?: string } | undefined)?.access === 'owner') statuses.add(403);
  if (/[:*]/.test(route.url ?? '')) for (const s of [404, 414]) statuses.add(s);
  if (BODY_METHODS.has(method)) for (const s of [413, 415]) statuses.add(s);
  for (const s of route.config?.errors ?? []) statuses.add(s);
  const own = (route.schema?.response ?? {}) as Record<string, unknown>;
  return [...statuses].filter((s) => !(String(s) in own)).sort((a, b) => a - b);
}

/** The component name of a status's answer: `NotFound`, `TooManyRequests`. */
const responseName = (status: number) => (STATUS_CODES[status] ?? `E${status}`).replace(/\W/g, '');

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer' },
  },
};

/** The shared answers every operation refers to, each the one error envelope. */
function errorComponents() {
  const responses = Object.fromEntries(
    Object.entries(MEANING).map(([status, description]) => [
      responseName(Number(status)),
      {
        description,
        ...(status === '429' || status === '503' ? { headers: RETRY_AFTER } : {}),
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } },
        },
      },
    ]),
  );
  return { schemas: { ErrorEnvelope: ErrorBody }, responses };
}

/** `/api/email/:id` as OpenAPI writes it: `/api/email/{id}`. */
export const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

interface Doc {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: Record<string, Record<string, unknown>>;
}

/**
 * Adds each operation's error answers (statuses found by `errorStatuses` as the document was
 * built, keyed `METHOD path`) to the finished document, as references to the shared answers.
 */
export function withErrorAnswers<T extends object>(
  document: T,
  statuses: ReadonlyMap<string, number[]>,
): T {
  const doc = document as Doc;
  const shared = errorComponents();
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ...shared.schemas },
    responses: { ...doc.components?.responses, ...shared.responses },
  };
  for (const [path, operations] of Object.entries(doc.paths ?? {}))
    for (const [method, operation] of Object.entries(operations)) {
      const list = statuses.get(`${method.toUpperCase()} ${path}`);
      if (!list) continue;
      operation.responses ??= {};
      for (const status of list)
        operation.responses[status] = {
          $ref: `#/components/responses/${responseName(status)}`,
        };
    }
  return document;
}

/**
 * A response schema for bytes that are not JSON, by the types they are sent as: Fastify sends
 * them as they are, and the document names each type (any type when it is the file's own).
 */
export function binaryAnswer(description: string, ...mediaTypes: string[]) {
  return {
    description,
    content: Object.fromEntries(
      mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    ),
  };
}
