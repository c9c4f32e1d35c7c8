// The schema-free part of the contract: the pages must not ship TypeBox or the schemas.
import {
  fillPath,
  type BodyOf,
  type Declares,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type Route,
} from '@shop/contract/operation';
import {
  API_BASE,
  apiRequest,
  prepareRequest,
  type PreparedRequest,
  type RequestOptions,
} from './client';

/**
 * A query as the page sends it: the contract's parameter names (a renamed one fails the build),
 * each value typed or as text read from the address bar; the server names the one it refuses.
 */
export type QueryInput<Q> = { [K in keyof Q]: Q[K] | string };

/** No member at all: what an input of only optional members extends. */
type Empty = Record<never, never>;
/** Required when the schema requires something, optional when every member is. */
type Member<Name extends string, T> = Empty extends T ? { [P in Name]?: T } : { [P in Name]: T };

/** What a call of `O` takes: its path parameters, query and body, as the contract types them. */
export type CallInput<O extends Operation> = (Declares<O, 'params'> extends true
  ? { params: ParamsOf<O> }
  : { params?: never }) &
  (Declares<O, 'querystring'> extends true
    ? Member<'query', QueryInput<QueryOf<O>>>
    : { query?: never }) &
  (Declares<O, 'body'> extends true ? { body: BodyOf<O> } : { body?: never }) &
  Omit<RequestOptions, 'method' | 'body' | 'query'>;

/** An operation whose input may be left out: no path parameter, required query or body. */
type NoInputNeeded<O extends Operation> =
  Empty extends CallInput<O> ? [input?: CallInput<O>] : never;
/** What a call of `O` takes after its route: its input, optional when nothing in it is required. */
export type CallArgs<O extends Operation> =
  NoInputNeeded<O> extends never ? [input: CallInput<O>] : NoInputNeeded<O>;

function requestOptions(op: Route, input: Partial<CallInput<Operation>> = {}) {
  const { params, query, body, ...options } = input as {
    params?: Record<string, unknown>;
    query?: RequestOptions['query'];
    body?: unknown;
  } & Omit<RequestOptions, 'method' | 'body' | 'query'>;
  return {
    path: fillPath(op.path, params),
    options: { ...options, method: op.method, query, body } satisfies RequestOptions,
  };
}

/**
 * Calls a contract operation (its route from ./operations/) and returns its answer's `data`,
 * typed by the contract: the method, path and schemas are declared once, in packages/contract,
 * and never restated by a feature.
 */
export function call<O extends Operation>(
  op: Route<O>,
  ...[input]: CallArgs<O>
): Promise<ResponseOf<O>> {
  const { path, options } = requestOptions(op, input as Partial<CallInput<Operation>>);
  return apiRequest<ResponseOf<O>>(path, op.access, options);
}

/**
 * A call made ready for another way of sending it (a download read as a blob, an upload with
 * progress): the URL, the credentials and the signed-out gate of `call`, nothing sent yet.
 */
export function prepareCall<O extends Operation>(
  op: Route<O>,
  ...[input]: CallArgs<O>
): PreparedRequest & { method: string } {
  const { path, options } = requestOptions(op, input as Partial<CallInput<Operation>>);
  return { ...prepareRequest(path, op.access, options), method: op.method };
}

/** The address of an operation under /api, e.g. `/api/games/1` for catalogApi.game. */
export function apiPathOf<O extends Operation>(
  op: Route<O>,
  params?: Declares<O, 'params'> extends true ? ParamsOf<O> : never,
): string {
  return `${API_BASE}${fillPath(op.path, params as Record<string, unknown> | undefined)}`;
}

/**
 * The path parameters (as text) when `apiPath` is an address of `op`, else null: how answers the
 * server fetched by address (the landing data) find the query that wants them.
 */
export function matchApiPath(op: Route, apiPath: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = op.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)/g, (_, name) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${API_BASE}${pattern}$`).exec(apiPath);
  if (!match) return null;
  return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
}
