import { Type, type TSchema } from 'typebox';

// The kinds of value an environment variable holds, as TypeBox schemas. Each carries its
// description and default; read-env.ts parses and checks a variable by its schema, docs.ts
// describes it from the same schema.

/** Keywords beyond JSON Schema that reading and the reference use. */
export interface EnvKeywords {
  /** Every builder below sets it; the reference shows it under the variable's name. */
  description?: string;
  /** The default in words, when it is worked out from other settings (or generated). */
  defaultText?: string;
  /** What a value looks like, in words, when its schema alone cannot say it. */
  allowed?: string;
  /** An integer's kind in messages: "port number" or "whole number". */
  noun?: string;
  /** The URL schemes a URL variable accepts, e.g. ["http:", "https:"]. */
  protocols?: string[];
  /** A list item in messages: "a domain name", "an IP address". */
  itemIs?: string;
  /** List items are compared in lower case (domain names). */
  lowercase?: boolean;
}

/** A variable's schema, with the JSON Schema keywords reading and the reference look at. */
export type EnvSchemaOf = TSchema &
  EnvKeywords & {
    default?: unknown;
    minimum?: number;
    maximum?: number;
    minLength?: number;
    minItems?: number;
  };

type Described = Omit<EnvKeywords, 'description'>;

/** An integer variable's range in words: "port number 0-65535", "whole number 1-1000". */
export const rangeOf = (schema: EnvSchemaOf) =>
  `${schema.noun ?? 'whole number'} ${String(schema.minimum)}-${String(schema.maximum)}`;

export const Port = (fallback: number, description: string) =>
  Type.Integer({ minimum: 0, maximum: 65535, default: fallback, description, noun: 'port number' });

export const WholeNumber = (
  range: { min: number; max: number },
  fallback: number,
  description: string,
) => Type.Integer({ minimum: range.min, maximum: range.max, default: fallback, description });

/** 1/0, true/false, yes/no or on/off. */
export const Flag = (fallback: boolean, description: string) =>
  Type.Boolean({ default: fallback, description });

/** A flag whose default depends on other settings (defaultText says how). */
export const DerivedFlag = (description: string, more: Described) =>
  Type.Optional(Type.Boolean({ description, ...more }));

export const OneOf = <const Values extends string[]>(
  values: [...Values],
  fallback: Values[number],
  description: string,
) => Type.Enum(values, { default: fallback, description });

/** Free text; unset when empty. */
export const Text = (description: string, more: Described & { minLength?: number } = {}) =>
  Type.Optional(Type.String({ description, ...more }));

/** Text with a fixed default. */
export const TextOr = (fallback: string, description: string, more: Described = {}) =>
  Type.String({ default: fallback, description, ...more });

/** A URL with one of `protocols` as its scheme; unset when empty. */
export const Url = (protocols: string[], description: string, more: Described = {}) =>
  Type.Optional(Type.String({ description, protocols, ...more }));

export const UrlOr = (fallback: string, protocols: string[], description: string) =>
  Type.String({ default: fallback, description, protocols });

/** A secret compared to what callers send: long enough not to be guessed. */
export const Secret = (description: string, minLength = 16) =>
  Type.Optional(Type.String({ description, minLength }));

/** A comma-separated list; items are trimmed and empty ones dropped. */
export const List = <Item extends TSchema>(
  item: Item,
  description: string,
  more: Described & { default?: string[]; minItems?: number } = {},
) => Type.Array(item, { default: [], description, ...more });

export const IpAddress = Type.Union([
  Type.String({ format: 'ipv4' }),
  Type.String({ format: 'ipv6' }),
]);

export const DomainName = Type.String({
  pattern: '^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z0-9-]{2,63}$',
});
