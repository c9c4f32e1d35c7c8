import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

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
}
