/**
 * The other half of db-record.ts: a file with a test skipped on PGlite holds a test that only runs
 * on PostgreSQL (`runIf(TEST_DATABASE_URL)`; the suite skips nothing else), so CI's PostgreSQL
 * pass must run it even though it opened no database here.
 */
import { appendFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

export default class DatabaseFilesReporter implements Reporter {
  onTestModuleEnd(module: TestModule) {
    const record = process.env.SHOP_TEST_DB_FILES;
    if (!record) return;
    if (module.children.allTests('skipped').next().done) return;
    appendFileSync(record, `${module.moduleId}\n`);
  }
}
