import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NoShopDataError, requireShopData } from './shop-data.ts';

describe('requireShopData', () => {
  const missing = path.join(mkdtempSync(path.join(tmpdir(), 'shop-data-')), 'data');

  it('refuses a data directory that does not exist, naming it and the way out', () => {
    expect(() => requireShopData({ databaseUrl: null, dataDir: missing }, false)).toThrow(
      new NoShopDataError(missing),
    );
    expect(new NoShopDataError(missing).message).toBe(
      `No shop data found at ${missing}. Pass DATA_DIR of the running shop, or --create to make a new shop there.`,
    );
  });

  it('lets --create, an existing directory and DATABASE_URL through', () => {
    expect(() => requireShopData({ databaseUrl: null, dataDir: missing }, true)).not.toThrow();
    const existing = path.dirname(missing);
    expect(() => requireShopData({ databaseUrl: null, dataDir: existing }, false)).not.toThrow();
    const databaseUrl = 'postgres://shop@db.example/shop';
    expect(() => requireShopData({ databaseUrl, dataDir: missing }, false)).not.toThrow();
  });
});
