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
  refuseTooDeepJson(app);
  refuseUnstorableText(app);
}

/**
 * How deeply a JSON body may nest objects and arrays. The deepest body the API documents nests
 * 3 levels (an account's characters); PayPal's webhook events, read as sent, about 7.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text`, read as JSON, opens more than `limit` objects and arrays inside each other:
 * one pass over its characters, brackets inside strings skipped, without parsing or recursion.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote among them.
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * Every JSON body is measured before it is parsed: deep nesting is valid JSON, but whatever
 * walks it later (a validator, a serializer, a library) may recurse once per level. Fastify's
 * own parser (prototype-poisoning guards included) reads what passes.
 */
function refuseTooDeepJson(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(errors.jsonTooDeep(MAX_JSON_DEPTH), undefined);
    parse(req, body as string, done);
  });
}

// NUL and unpaired UTF-16 surrogates can be stored in neither PostgreSQL text nor jsonb.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * The path of the first string in `value` holding an unstorable character, if any. Walked with
 * a stack of its own, not by recursion: a body of 10,000 nested arrays is valid JSON, and must
 * not overflow the call stack of a route that ignores its body.
 */
function unstorableAt(value: unknown, path: string): string | null {
  const pending: [unknown, string][] = [[value, path]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, at] = next;
    if (typeof item === 'string') {
      if (item.includes('\u0000') || LONE_SURROGATE.test(item)) return at;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    // Pushed in reverse, so the first field is looked at first, as a reader would.
    const entries = Object.entries(item);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      pending.push([inner, at ? `${at}.${key}` : key]);
    }
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
      // A path through deeply nested JSON is named by its start: enough to find it.
      if (field !== null)
        throw errors.unstorableText(
          field.length > 100 ? `${field.slice(0, field.lastIndexOf('.', 100))}…` : field || 'body',
        );
    }
  });
}
