import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, renderConfigurationDoc } from './docs.ts';
import { ENV_GROUPS, EnvSchema } from './schema.ts';

describe('docs/configuration.md', () => {
  let rendered: string;
  beforeAll(async () => {
    rendered = await renderConfigurationDoc();
  });

  it('is what the config schema generates (run npm run docs:config when not)', () => {
    const kept = readFileSync(CONFIGURATION_DOC, 'utf8');
    expect(kept === rendered, 'docs/configuration.md is out of date: run npm run docs:config').toBe(
      true,
    );
  });

  it('lists every variable once, each with a description', () => {
    const grouped = ENV_GROUPS.flatMap((g) => Object.keys(g.variables));
    expect(grouped.sort()).toEqual(Object.keys(EnvSchema.properties).sort());
    for (const group of ENV_GROUPS)
      for (const [name, schema] of Object.entries(group.variables)) {
        expect(schema.description, name).toMatch(/\.$/);
        expect(rendered.split(`### \`${name}\``)).toHaveLength(2);
      }
  });

  it('says the default and the allowed values of a variable', () => {
    expect(rendered).toContain(
      '### `DATABASE_POOL_SIZE`\n\nConnections each process keeps to the PostgreSQL server.',
    );
    expect(rendered).toContain('Default: `10`. Allowed: a whole number 1-1000.');
    expect(rendered).toContain('Default: `3000`. Allowed: a port number 0-65535.');
    expect(rendered).toContain(
      'Default: `info`. Allowed: one of `fatal`, `error`, `warn`, `info`, `debug`, `trace`, `silent`.',
    );
    expect(rendered).toContain(
      'Default: `shop.localhost`. Allowed: a comma-separated list, each a domain name.',
    );
  });
});
