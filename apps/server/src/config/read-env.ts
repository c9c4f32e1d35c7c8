import { Type, type TArray, type TSchema } from 'typebox';
import Value from 'typebox/value';
import { rangeOf, type EnvSchemaOf } from './env-types.ts';
import { EnvSchema, type EnvValues } from './schema.ts';

/** A setting the shop cannot start with; the message names the variable and the problem. */
export class ConfigError extends Error {}

export type Env = Record<string, string | undefined>;

export function fail(name: string, problem: string): never {
  throw new ConfigError(`${name}: ${problem}`);
}

const TRUE_WORDS = ['1', 'true', 'yes', 'on'];
const FALSE_WORDS = ['0', 'false', 'no', 'off'];

/**
 * Every variable of the schema, parsed from its text and checked against its schema: the
 * default when unset or empty, else its value, else a ConfigError naming it.
 */
export function readEnv(env: Env): EnvValues {
  const values: Record<string, unknown> = {};
  const variables: Record<string, EnvSchemaOf> = EnvSchema.properties;
  for (const [name, schema] of Object.entries(variables)) {
    const raw = env[name];
    // A copy: a default list must not be shared by two configs.
    const value =
      raw === undefined || raw === '' ? Value.Clone(schema.default) : parse(name, schema, raw);
    if (value !== undefined) values[name] = value;
  }
  return values as EnvValues;
}

function parse(name: string, schema: EnvSchemaOf, raw: string): unknown {
  if (Type.IsInteger(schema)) return wholeNumber(name, schema, raw);
  if (Type.IsBoolean(schema)) return flag(name, raw);
  if (Type.IsArray(schema)) return list(name, schema, raw);
  if (Type.IsEnum(schema)) {
    if (!Value.Check(schema, raw)) fail(name, `must be one of ${schema.enum.join(', ')}`);
    return raw;
  }
  if (schema.protocols) return url(name, schema.protocols, raw);
  if (typeof schema.minLength === 'number' && raw.length < schema.minLength)
    fail(name, `must be at least ${schema.minLength} characters`);
  return raw;
}

function wholeNumber(name: string, schema: EnvSchemaOf, raw: string): number {
  const n = Number(raw);
  if (!Value.Check(schema, n)) fail(name, `must be a ${rangeOf(schema)}, got "${raw}"`);
  return n;
}

function flag(name: string, raw: string): boolean {
  if (TRUE_WORDS.includes(raw.toLowerCase())) return true;
  if (FALSE_WORDS.includes(raw.toLowerCase())) return false;
  return fail(name, `must be 1 or 0, got "${raw}"`);
}

function url(name: string, protocols: string[], raw: string): string {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return fail(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) fail(name, `must start with ${protocols.join(' or ')}`);
  return raw;
}

function list(name: string, schema: TArray<TSchema> & EnvSchemaOf, raw: string): string[] {
  const items = raw
    .split(',')
    .map((item) => (schema.lowercase ? item.trim().toLowerCase() : item.trim()))
    .filter(Boolean);
  for (const item of items)
    if (!Value.Check(schema.items, item)) fail(name, `"${item}" is not ${schema.itemIs}`);
  if (items.length < (schema.minItems ?? 0)) fail(name, `needs at least ${schema.itemIs}`);
  return items;
}
