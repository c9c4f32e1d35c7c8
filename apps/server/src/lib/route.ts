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
export type SchemaOf<O extends Operation, Response> = { tags: O['tags'] } & Pick<
  O,
  Extract<keyof O, SchemaPart>
> &
  ([Response] extends [undefined]
    ? O extends { readonly response: infer R extends TSchema }
      ? { response: { 200: SuccessOf<R> } }
      : unknown
    : { response: Response });

/** What only the server knows of a route: documented failures, a non-JSON answer, body parsing. */
export type RouteExtras<Response> = Omit<FastifyContextConfig, 'access'> & {
  /** The answers of an operation without a JSON `response` (a file, a stream, text). */
  response?: Response;
};

/**
 * The route options of a contract operation, for `app.route({ ...routeOf(op), handler })`: the
 * method, path and access come from the contract, never restated here. Request types follow
 * from the schemas (TypeBox type provider).
 */
export function routeOf<const O extends Operation, const Response = undefined>(
  op: O,
  { response, ...config }: RouteExtras<Response> = {},
) {
  const schema: Record<string, unknown> = { tags: op.tags };
  for (const part of SCHEMA_PARTS) if (op[part] !== undefined) schema[part] = op[part];
  if (response !== undefined) schema.response = response;
  else if (op.response) schema.response = { 200: Success(op.response) };
  return {
    method: op.method,
    url: op.path,
    config: { ...config, access: op.access } satisfies FastifyContextConfig,
    schema: schema as SchemaOf<O, Response>,
  };
}
