import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { Type } from 'typebox';
import { rangeOf, type EnvSchemaOf } from './env-types.ts';
import { ENV_GROUPS } from './schema.ts';

/** The configuration reference, generated from schema.ts and kept in the repository. */
export const CONFIGURATION_DOC = fileURLToPath(
  new URL('../../../../docs/configuration.md', import.meta.url),
);

const INTRO = `# Configuration

<!-- Generated from apps/server/src/config/schema.ts by \`npm run docs:config\`; edit the schema, not this file. -->

Every setting is an environment variable, read and checked once at start; a bad value stops
the start with one line naming the variable. An empty value counts as unset.`;

const itemOf = (schema: EnvSchemaOf) => schema.itemIs ?? 'an item';
const code = (value: string) => `\`${value}\``;

function defaultOf(schema: EnvSchemaOf): string {
  if (schema.defaultText) return schema.defaultText;
  const value = schema.default;
  if (value === undefined) return 'unset';
  if (typeof value === 'boolean') return code(value ? '1' : '0');
  if (Array.isArray(value)) return value.length ? code(value.join(',')) : 'empty';
  if (value === '') return 'empty';
  return code(String(value));
}

function allowedOf(schema: EnvSchemaOf): string {
  if (schema.allowed) return schema.allowed;
  if (Type.IsInteger(schema)) return `a ${rangeOf(schema)}`;
  if (Type.IsBoolean(schema)) return '`1` or `0` (also true/false, yes/no, on/off)';
  if (Type.IsEnum(schema)) return `one of ${schema.enum.map((v) => code(String(v))).join(', ')}`;
  if (Type.IsArray(schema)) return `a comma-separated list, each ${itemOf(schema)}`;
  if (schema.protocols) return `a URL starting with ${schema.protocols.map(code).join(' or ')}`;
  if (schema.minLength) return `at least ${schema.minLength} characters`;
  return 'text';
}

function variableSection(name: string, schema: EnvSchemaOf): string {
  return [
    `### ${code(name)}`,
    schema.description ?? '',
    `Default: ${defaultOf(schema)}. Allowed: ${allowedOf(schema)}.`,
  ].join('\n\n');
}

const anchor = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .replace(/ /g, '-');

/** docs/configuration.md as it should read now (formatted as the repository's prettier does). */
export async function renderConfigurationDoc(): Promise<string> {
  const groups = ENV_GROUPS.map((group) => ({
    title: group.title,
    variables: Object.entries(group.variables),
  }));
  const contents = groups.map(
    (g) =>
      `- [${g.title}](#${anchor(g.title)}): ${g.variables.map(([name]) => code(name)).join(', ')}`,
  );
  const sections = groups.map((g) =>
    [`## ${g.title}`, ...g.variables.map(([name, schema]) => variableSection(name, schema))].join(
      '\n\n',
    ),
  );
  const text = [INTRO, contents.join('\n'), ...sections].join('\n\n') + '\n';
  const options = await resolveConfig(CONFIGURATION_DOC);
  return format(text, { ...options, filepath: CONFIGURATION_DOC });
}
