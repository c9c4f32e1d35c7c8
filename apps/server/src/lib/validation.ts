import { PATTERN_MESSAGES } from '@shop/contract';

/** The common part of AJV's and TypeBox's error objects. */
export interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const joinPath = (...parts: string[]) => parts.filter(Boolean).join('.');

/**
 * Turns the first schema violation into one sentence naming the field, e.g.
 * "password is required", "code must be at most 64 characters", "Unknown field: foo".
 */
export function describeValidation(errors: readonly SchemaError[], context: string) {
  // TypeBox reports an unknown property twice; its "schema is false" twin says less.
  const e = errors.find((x) => x.keyword !== 'boolean') ?? errors[0];
  if (!e) return { field: undefined, message: `Invalid ${context}` };
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.');
  // A union of literals fails each branch in turn; name every allowed value, not just the first.
  const choices = errors
    .filter((x) => x.keyword === 'const' && x.instancePath === e.instancePath)
    .map((x) => String(x.params.allowedValue));
  if (choices.length > 1) {
    const field = path || context;
    return { field, message: `${field} must be one of ${choices.join(', ')}` };
  }
  const p = e.params;
  switch (e.keyword) {
    case 'required': {
      // AJV names one missing property, TypeBox a list.
      const missing = p.missingProperty ?? (p.requiredProperties as string[] | undefined)?.[0];
      const field = joinPath(path, String(missing));
      return { field, message: `${field} is required` };
    }
    case 'additionalProperties': {
      const extra = p.additionalProperty ?? (p.additionalProperties as string[] | undefined)?.[0];
      const field = joinPath(path, String(extra));
      return { field, message: `Unknown field: ${field}` };
    }
  }
  const field = path || context;
  const messages: Record<string, () => string> = {
    type: () => `${field} must be ${article(String(p.type))}`,
    minLength: () =>
      p.limit === 1
        ? `${field} must not be empty`
        : `${field} must be at least ${String(p.limit)} characters`,
    maxLength: () => `${field} must be at most ${String(p.limit)} characters`,
    minimum: () => `${field} must be at least ${String(p.limit)}`,
    maximum: () => `${field} must be at most ${String(p.limit)}`,
    format: () => `${field} must be a valid ${String(p.format)}`,
    pattern: () => `${field} ${PATTERN_MESSAGES[String(p.pattern)] ?? 'has an invalid format'}`,
    enum: () => `${field} must be one of ${(p.allowedValues as unknown[]).join(', ')}`,
    const: () => `${field} must be ${String(p.allowedValue)}`,
    minItems: () => `${field} must have at least ${String(p.limit)} items`,
    maxItems: () => `${field} must have at most ${String(p.limit)} items`,
  };
  return { field, message: messages[e.keyword]?.() ?? `${field} ${e.message ?? 'is invalid'}` };
}

function article(type: string): string {
  const word =
    type === 'integer'
      ? 'an integer'
      : type === 'object'
        ? 'an object'
        : type === 'array'
          ? 'an array'
          : `a ${type}`;
  return word;
}
