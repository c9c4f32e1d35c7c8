import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.ts';
import { renderSchema, SCHEMA_FILE } from './generate-schema.ts';

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(async () => {
  await handle.close();
});

describe('schema.ts', () => {
  it('matches the types generated from the migrated database (run npm run db:types when not)', async () => {
    const rendered = await renderSchema(handle.db);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(rendered);
  });

  it('types the checked text columns with the values their constraints allow', async () => {
    const rendered = await renderSchema(handle.db);
    expect(rendered).toContain("status: Generated<'available' | 'reserved' | 'sold'>;");
    expect(rendered).toContain("gender: 'F' | 'M';");
    expect(rendered).toContain('characters: JsonColumn<AccountCharacter[]>;');
  });
});
