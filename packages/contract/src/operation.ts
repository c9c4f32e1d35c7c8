import type { Static, TSchema } from 'typebox';

/**
 * Who may call an operation. The server installs a guard for each (apps/server/src/modules/auth/
 * access.ts); the web client reads it to choose the credential it sends.
 */
export type Access =
  | 'public'
  /** Public, but a signed-in roller sees more (the seller's own listing). */
  | 'optional-roller'
  | 'roller'
  /** A signed-in roller who is the shop's owner (set by the operator); 403 for any other roller. */
  | 'owner'
  /** INBOUND_SECRET: a mail forwarder posting raw messages. */
  | 'inbound'
  /** METRICS_TOKEN: the Prometheus scraper. */
  | 'metrics'
  /** The X-Sub-Roller-Token of a sub-roller link (SPEC §6). */
  | 'sub-roller'
  | 'roller-or-sub-roller';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API operation, declared once: the server registers its route from it (method, path,
 * access, validation, OpenAPI), the web's typed client calls through it. `path` is relative to
 * `/api`, with `:name` for each path parameter. `response` is the schema of the success
 * envelope's `data`; an operation that answers a file or a stream has none.
 */
export interface Operation {
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly tags: readonly string[];
  readonly summary?: string;
  readonly description?: string;
  readonly params?: TSchema;
  readonly querystring?: TSchema;
  readonly body?: TSchema;
  readonly headers?: TSchema;
  readonly response?: TSchema;
}

/**
 * The part of an operation a client needs at run time (method, path, access); its schemas
 * travel as types only, so a page calling it does not ship the schemas. Generated for the web
 * (apps/web/src/api/operations/) from the operations declared here.
 */
export interface Route<O extends Operation = Operation> {
  readonly method: O['method'];
  readonly path: O['path'];
  readonly access: O['access'];
  /** Never set: carries the operation's schemas to the type checker. */
  readonly operation?: O;
}

/** The route table of a group of operations. */
export type Routes<G> = { readonly [K in keyof G]: G[K] extends Operation ? Route<G[K]> : never };

/** Declares an operation, keeping its literal types (the path, the schemas) for both sides. */
export const operation = <const O extends Operation>(op: O): O => op;

/** What a declaration in a group states: its own parts, and its tags or access where they differ. */
type GroupMember = Omit<Operation, 'tags' | 'access'> & Partial<Pick<Operation, 'tags' | 'access'>>;

/**
 * The operations of one group: their tags, and the access most of them have. Each declaration
 * states only its own parts, and its access (or tags) where it differs from the group's. The
 * literal types are kept as `operation` keeps them.
 */
export const operationGroup =
  <const G extends Pick<Operation, 'tags' | 'access'>>(group: G) =>
  <const O extends GroupMember>(op: O): Omit<G, keyof O> & O =>
    ({ ...group, ...op }) as Omit<G, keyof O> & O;

/** Whether `O` declares `K` (its params, querystring, body, headers or response). */
export type Declares<O extends Operation, K extends keyof Operation> = O extends {
  readonly [P in K]: TSchema;
}
  ? true
  : false;

type StaticOf<O, K extends keyof Operation> = O extends {
  readonly [P in K]: infer S extends TSchema;
}
  ? Static<S>
  : never;

/** What `data` holds in the answer to `O`; `void` for an operation without a JSON answer. */
export type ResponseOf<O extends Operation> = O extends { readonly response: TSchema }
  ? StaticOf<O, 'response'>
  : void;
export type ParamsOf<O extends Operation> = StaticOf<O, 'params'>;
export type QueryOf<O extends Operation> = StaticOf<O, 'querystring'>;
export type BodyOf<O extends Operation> = StaticOf<O, 'body'>;

/** The path with its parameters filled in, each encoded as one path segment. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${path}: the path parameter "${name}" is missing`);
    }
    return encodeURIComponent(String(value));
  });
}
