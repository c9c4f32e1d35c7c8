import fc from 'fast-check';
import type { JsonSchema, Known } from './arbitraries.ts';

/** Values for the string formats the API's schemas use. */
const FORMATS: Record<string, string> = {
  email: 'buyer@example.com',
  date: '2026-01-01',
  'date-time': '2026-01-01T00:00:00.000Z',
  uri: 'https://example.com/',
};

/** A short word fitted to the length bounds, else a string the pattern itself generates. */
function exampleString(schema: JsonSchema): string {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (s: string) =>
    s.length >= min &&
    s.length <= max &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  const word =
    (schema.format && FORMATS[schema.format]) ?? 'example'.padEnd(min, 'x').slice(0, max);
  if (fits(word)) return word;
  if (schema.pattern) {
    // Seeded, so the example is the same on every run.
    const [drawn] = fc
      .sample(fc.stringMatching(new RegExp(schema.pattern, 'u')), {
        seed: 1,
        numRuns: 50,
      })
      .filter(fits);
    if (drawn !== undefined) return drawn;
  }
  throw new Error(`no example string for ${JSON.stringify(schema)}`);
}

/**
 * One value the schema accepts, the same on every call: a `known` value by property name first
 * (a real id, token or e-mail), then the schema's const, default or first enum member, else
 * the smallest value its bounds allow. Optional properties are left out unless `known` has
 * them, so the example is the least a caller must send.
 */
export function exampleOf(schema: JsonSchema | undefined, known: Known = {}): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf)
    return exampleOf(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], known);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props = Object.entries(schema.properties ?? {}).filter(
        ([name]) => schema.required?.includes(name) || known[name]?.length,
      );
      return Object.fromEntries(
        props.map(([name, s]) => [
          name,
          known[name]?.length ? known[name][0] : exampleOf(s, known),
        ]),
      );
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items, known));
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Infinity);
    case 'boolean':
      return false;
    case 'string':
      return exampleString(schema);
    default:
      return null;
  }
}
