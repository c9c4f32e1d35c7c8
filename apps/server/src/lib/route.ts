import type { FastifyContextConfig } from 'fastify';
import { Success, type Operation } from '@shop/contract';
import type { TSchema } from 'typebox';

const SCHEMA_PARTS = [
  'summary',
  'description',
  'params',
  'querystring',
  'body',
  'headers',
] as const;
type SchemaPart = (typeof SCHEMA_PARTS)[number];

type SuccessOf<R extends TSchema> = ReturnType<typeof Success<R>>;

/** The Fastify schema of an operation: what it validates, and its success answer. */
export type SchemaOf<O extends Operation, Response, Status extends number = 200> = {
  tags: O['tags'];
} & Pick<O, Extract<keyof O, SchemaPart>> &
  ([Response] extends [undefined]
    ? O extends { readonly response: infer R extends TSchema }
      ? { response: { [S in Status]: SuccessOf<R> } }
      : unknown
    : { response: Response });

/** What only the server knows of a route: documented failures, a non-JSON answer, body parsing. */
export type RouteExtras<Response, Status extends number = 200> = Omit<
  FastifyContextConfig,
  'access'
> & {
  /** The answers of an operation without a JSON `response` (a file, a stream, text). */
  response?: Response;
  /**
   * The statuses that answer with the operation's `response` in the success envelope, when not
   * only 200: 201 for a creation, 200 and 503 for a health report.
   */
  statuses?: readonly Status[];
};

/**
 * The route options of a contract operation, for `app.route({ ...routeOf(op), handler })`: the
 * method, path and access come from the contract, never restated here. Request types follow
 * from the schemas (TypeBox type provider).
 */
export function routeOf<
  const O extends Operation,
  const Response = undefined,
  const Status extends number = 200,
>(op: O, { response, statuses = [200 as Status], ...config }: RouteExtras<Response, Status> = {}) {
  const schema: Record<string, unknown> = { tags: op.tags };
  for (const part of SCHEMA_PARTS) if (op[part] !== undefined) schema[part] = op[part];
  if (response !== undefined) schema.response = response;
  else if (op.response) {
    const answer = Success(op.response);
    schema.response = Object.fromEntries(statuses.map((status) => [status, answer]));
  }
  return {
    method: op.method,
    url: op.path,
    config: { ...config, access: op.access } satisfies FastifyContextConfig,
    schema: schema as SchemaOf<O, Response, Status>,
  };
}
