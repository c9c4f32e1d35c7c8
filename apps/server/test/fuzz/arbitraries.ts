import fc from 'fast-check';

/** Enough of a JSON schema (OpenAPI's dialect) to shape values after it. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '../../etc/passwd',
  '%00',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '9'.repeat(400),
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '😀'.repeat(50),
);

/** Real values (ids, tokens, channel names) by property or parameter name. */
export type Known = Record<string, unknown[]>;

/**
 * Values near the schema (right type, edge values) and far from it (any JSON at all); an
 * object's properties named in `known` also take those real values.
 */
export function arbitraryFor(
  schema: JsonSchema | undefined,
  known: Known = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  const anything = fc.oneof(fc.jsonValue({ maxDepth: 2 }), nasty);
  if (!schema || depth > 3) return anything;
  const inner = (s: JsonSchema | undefined) => arbitraryFor(s, known, depth + 1);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map(inner), anything);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), anything);
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), anything);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {});
      const shaped = fc.record(
        Object.fromEntries(
          props.map(([k, s]) => [
            k,
            known[k]?.length ? fc.oneof(fc.constantFrom(...known[k]), inner(s)) : inner(s),
          ]),
        ),
        { requiredKeys: [] },
      );
      return fc.oneof({ weight: 4, arbitrary: shaped }, { weight: 1, arbitrary: anything });
    }
    case 'array':
      return fc.oneof(fc.array(inner(schema.items), { maxLength: 4 }), anything);
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({
          min: (schema.minimum ?? -10) - 2,
          max: Math.min(schema.maximum ?? 50, 50) + 2,
        }),
        // Past 2^53 integers print as 1e+21 and beyond any PostgreSQL integer type.
        fc.constantFrom(
          0,
          -1,
          2 ** 31,
          2 ** 53,
          1.5,
          Number.MAX_SAFE_INTEGER,
          2 ** 63,
          1e21,
          5e228,
        ),
        anything,
      );
    case 'boolean':
      return fc.oneof(fc.boolean(), anything);
    case 'string':
      return fc.oneof(fc.string({ maxLength: 40 }), fc.emailAddress(), nasty, anything);
    default:
      return anything;
  }
}

export const asText = (v: unknown) =>
  typeof v === 'string' ? v : typeof v === 'object' ? JSON.stringify(v) : String(v);

/** A path segment; a lone surrogate, which no URL can carry, becomes U+FFFD as browsers do. */
export const asPathSegment = (v: unknown) =>
  encodeURIComponent(asText(v).replace(/[\ud800-\udfff]/gu, '\ufffd'));

/** `arbitrary` one time in `1 + absentWeight`, else undefined. */
export const sometimes = <T>(arbitrary: fc.Arbitrary<T>, absentWeight = 1) =>
  fc.oneof({ weight: 1, arbitrary }, { weight: absentWeight, arbitrary: fc.constant(undefined) });

/** How far a Content-Length is from the body's length, now and then (inject sends it as is). */
export const contentLengthOff = sometimes(
  fc.integer({ min: -3, max: 3 }).filter((n) => n !== 0),
  8,
);

/**
 * What an HTTP header value can carry on the wire (visible ASCII, space, tab and obs-text):
 * Node's parser refuses the rest before any route runs, so only these reach the shop.
 */
export const headerText = (maxLength: number) =>
  fc.string({
    unit: fc
      .integer({ min: 0x20, max: 0xff })
      .filter((c) => c !== 0x7f)
      .map((c) => String.fromCharCode(c)),
    maxLength,
  });

/** The headers the API reads, each present or not, with values near and far from valid. */
export function headersArbitrary(valid: { rollerToken: string; subRollerToken: string }) {
  const odd = headerText(60);
  const opt = <T>(a: fc.Arbitrary<T>) => sometimes(a, 2);
  return fc.record(
    {
      authorization: opt(
        fc.oneof(
          fc.constant(`Bearer ${valid.rollerToken}`),
          fc.constant(`bearer  ${valid.rollerToken}`),
          fc.constant(`Bearer ${valid.subRollerToken}`),
          fc.constant('Bearer'),
          fc.constant(`Basic ${Buffer.from('a:b').toString('base64')}`),
          fc.constant(`Bearer ${'x'.repeat(5000)}`),
          odd.map((s) => `Bearer ${s}`),
          odd,
        ),
      ),
      'x-sub-roller-token': opt(
        fc.oneof(
          fc.constant(valid.subRollerToken),
          fc.constant(` ${valid.subRollerToken} `),
          fc.constant(valid.rollerToken),
          fc.constant('x'.repeat(5000)),
          odd,
        ),
      ),
      'idempotency-key': opt(fc.oneof(fc.uuid(), fc.constant('k'.repeat(300)), odd)),
      'if-none-match': opt(
        fc.oneof(fc.constantFrom('*', 'W/"x"', '"', '""', 'W/', '"a", W/"b",,'), odd),
      ),
      'accept-encoding': opt(
        fc.oneof(fc.constantFrom('gzip', 'br;q=0', 'identity;q=0', '*;q=0', 'zstd, x;q=NaN'), odd),
      ),
      'content-type': opt(
        fc.oneof(
          fc.constantFrom(
            'application/json',
            'application/json; charset=utf-16',
            'application/json; charset=',
            'text/plain',
            'multipart/form-data',
            'multipart/form-data; boundary=',
            'application/x-www-form-urlencoded',
            'message/rfc822',
            ';;;',
          ),
          odd,
        ),
      ),
    },
    { requiredKeys: [] },
  );
}
