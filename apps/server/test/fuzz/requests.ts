import fc from 'fast-check';
import {
  arbitraryFor,
  asPathSegment,
  asText,
  contentLengthOff,
  headersArbitrary,
  sometimes,
  type JsonSchema,
  type Known,
} from './arbitraries.ts';
import { exampleOf } from './examples.ts';

type Parameter = {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema: JsonSchema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
};
export type OpenApiDoc = { paths: Record<string, Record<string, Operation>> };

/**
 * Stand-ins for the credentials, swapped for the real ones as a request is sent: the log-out
 * walk signs in a throwaway session per case and must never end the one the others use.
 */
export const TOKEN = {
  roller: '{roller-token}',
  subRoller: '{sub-roller-token}',
  buyer: '{buyer-token}',
} as const;

/** Who sends the request; the buyer's token goes where buyers send it, in `?token=`. */
const CALLERS = ['anonymous', 'roller', 'sub-roller', 'buyer'] as const;
type Caller = (typeof CALLERS)[number];

const callerHeaders: Record<Caller, Record<string, string>> = {
  anonymous: {},
  roller: { authorization: `Bearer ${TOKEN.roller}` },
  'sub-roller': { 'x-sub-roller-token': TOKEN.subRoller },
  buyer: {},
};

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Header values as the wire carries them: what it cannot carry becomes '?'. */
const onTheWire = (v: unknown) => asText(v).replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');

/**
 * Requests for one operation: its path, query, header parameters and JSON body shaped by its
 * schemas (with `known` values by parameter name, such as real ids and tokens, mixed in), sent
 * by any caller, sometimes with the headers the API reads set to odd values and a
 * Content-Length that does not match.
 */
export function requestsFor(
  path: string,
  method: string,
  op: Operation,
  known: Known,
): fc.Arbitrary<FuzzRequest> {
  const params = op.parameters ?? [];
  const valueOf = (p: Parameter) =>
    known[p.name]?.length
      ? fc.oneof(fc.constantFrom(...known[p.name]!), arbitraryFor(p.schema, known))
      : arbitraryFor(p.schema, known);
  const optional = (p: Parameter) => sometimes(valueOf(p));
  const inPath = params.filter((p) => p.in === 'path');
  const inQuery = params.filter((p) => p.in === 'query');
  const inHeader = params.filter((p) => p.in === 'header');
  const body = op.requestBody?.content['application/json']?.schema;
  return fc
    .record({
      path: fc.tuple(...inPath.map(valueOf)),
      query: fc.tuple(...inQuery.map(optional)),
      documentedHeaders: fc.tuple(...inHeader.map(optional)),
      payload: body ? arbitraryFor(body, known) : fc.constant(undefined),
      caller: fc.constantFrom(...CALLERS),
      oddHeaders: sometimes(
        headersArbitrary({ rollerToken: TOKEN.roller, subRollerToken: TOKEN.subRoller }),
        2,
      ),
      lengthOff: contentLengthOff,
    })
    .map(({ path: values, query, documentedHeaders, payload, caller, oddHeaders, lengthOff }) => {
      let url = path;
      inPath.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, asPathSegment(values[i]));
      });
      const search = new URLSearchParams();
      inQuery.forEach((p, i) => {
        const value = caller === 'buyer' && p.name === 'token' ? TOKEN.buyer : query[i];
        if (value !== undefined) search.append(p.name, asText(value));
      });
      const headers: Record<string, string> = { ...callerHeaders[caller] };
      inHeader.forEach((p, i) => {
        if (documentedHeaders[i] !== undefined) headers[p.name] = onTheWire(documentedHeaders[i]);
      });
      const text = payload === undefined ? undefined : JSON.stringify(payload);
      if (text !== undefined) headers['content-type'] = 'application/json';
      for (const [name, value] of Object.entries(oddHeaders ?? {}))
        if (value !== undefined) headers[name] = value;
      if (text !== undefined && lengthOff !== undefined)
        headers['content-length'] = String(Math.max(0, Buffer.byteLength(text) + lengthOff));
      const q = search.toString().replaceAll(encodeURIComponent(TOKEN.buyer), TOKEN.buyer);
      return { method, url: q ? `${url}?${q}` : url, headers, payload: text };
    });
}

/** The request with the stand-ins replaced by the tokens in force for it. */
export function withTokens(r: FuzzRequest, tokens: Record<keyof typeof TOKEN, string>) {
  const swap = (s: string) =>
    s
      .replaceAll(TOKEN.roller, tokens.roller)
      .replaceAll(TOKEN.subRoller, tokens.subRoller)
      .replaceAll(TOKEN.buyer, tokens.buyer);
  return {
    ...r,
    url: swap(r.url),
    headers: Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, swap(v)])),
  };
}

/** Numbers past every PostgreSQL integer type, as a path or query string carries them. */
export const NUMBER_EDGES = ['5e228', '1e21', '9223372036854775808', '-0', '0x10'];

/**
 * One request per numeric path or query parameter and edge value, the others at a real value,
 * with the roller's and the sub-roller's credentials both sent so either kind of route reads
 * its own: a sweep that random cases reach only now and then.
 */
export function numberEdgeRequests(
  path: string,
  method: string,
  op: Operation,
  known: Known,
): FuzzRequest[] {
  const params = (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query');
  const numeric = params.filter((p) => ['integer', 'number'].includes(String(p.schema.type)));
  const headers = {
    authorization: `Bearer ${TOKEN.roller}`,
    'x-sub-roller-token': TOKEN.subRoller,
  };
  return numeric.flatMap((target) =>
    NUMBER_EDGES.map((edge) => {
      let url = path;
      const search = new URLSearchParams();
      for (const p of params) {
        const value = p === target ? edge : asText(known[p.name]?.[0] ?? 1);
        if (p.in === 'path') url = url.replace(`{${p.name}}`, asPathSegment(value));
        else if (p === target) search.append(p.name, value);
      }
      const q = search.toString();
      return { method, url: q ? `${url}?${q}` : url, headers: { ...headers } };
    }),
  );
}

/**
 * The request a well-behaved caller sends: its path parameters, the query and header
 * parameters it must send (and those `known` has a value for), and a JSON body, each the
 * `exampleOf` its schema with `known` values by name.
 */
export function exampleRequest(
  path: string,
  method: string,
  op: Operation,
  known: Known,
): FuzzRequest {
  const valueOf = (p: Parameter) =>
    asText(known[p.name]?.length ? known[p.name]![0] : exampleOf(p.schema, known));
  let url = path;
  const search = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of op.parameters ?? []) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, asPathSegment(valueOf(p)));
    else if (!p.required && !known[p.name]?.length) continue;
    else if (p.in === 'query') search.append(p.name, valueOf(p));
    else headers[p.name] = valueOf(p);
  }
  const body = op.requestBody?.content['application/json']?.schema;
  const payload = body ? JSON.stringify(exampleOf(body, known)) : undefined;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const q = search.toString();
  return { method, url: q ? `${url}?${q}` : url, headers, payload };
}
