import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';
import { errors } from '../lib/errors.ts';

function ajv(options: Options): Ajv {
  const instance = new Ajv({
    removeAdditional: false,
    allErrors: false,
    useDefaults: true,
    strict: false,
    ...options,
  });
  addFormats.default(instance);
  return instance;
}

/**
 * JSON bodies are validated as sent (a number is not a string), while query strings, params
 * and headers arrive as text and are coerced to their schema's types.
 */
export function installValidators(app: FastifyInstance): void {
  const strict = ajv({ coerceTypes: false });
  const coercing = ajv({ coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? strict : coercing).compile(schema),
  );
  refuseUnstorableText(app);
}

// NUL and unpaired UTF-16 surrogates can be stored in neither PostgreSQL text nor jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first string in `value` holding an unstorable character, if any. */
function unstorableAt(value: unknown, path: string): string | null {
  if (typeof value === 'string')
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = unstorableAt(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, for every route at once, text no database column can hold; left to the database
 * it would fail as a 500. Runs after schema validation, so the schemas' field rules (control
 * characters, formats) answer first and this catches what no schema names (unpaired surrogates,
 * a route without a string rule).
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = unstorableAt(part, '');
      if (field !== null) throw errors.unstorableText(field || 'body');
    }
  });
}
