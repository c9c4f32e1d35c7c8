import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrate, openDb } from '../src/db/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * A fresh PGlite costs seconds to initialise; a migrated one is made once here and every test
 * file starts from its dump (about a second), each with its own isolated database.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'template.tar');
  if (!process.env.TEST_DATABASE_URL) {
    const handle = await openDb({ databaseUrl: null, dataDir: null });
    await migrate(handle.db);
    const dump = await handle.pglite!.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    await handle.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
