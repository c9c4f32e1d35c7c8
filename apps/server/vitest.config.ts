import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Records which files use a database when SHOP_TEST_DB_FILES is set (CI's PostgreSQL pass).
    // A --reporter on the command line replaces this list, and with it the record of the files
    // that only run on PostgreSQL: .ci/run passes none.
    setupFiles: ['test/db-record.ts'],
    ...(process.env.SHOP_TEST_DB_FILES && {
      reporters: ['default', './test/db-record-reporter.ts'],
    }),
    // Two cores: more workers than that only adds contention on PGlite start-up.
    maxWorkers: 2,
    // Files share their worker's modules instead of importing the server afresh each: 40% of the
    // suite's time went to imports (428 s -> 302 s). Every test opens its own shop and database,
    // so nothing a file leaves in a module reaches the next; the suite passes in shuffled file order
    // (`npx vitest run --sequence.shuffle.files`), which is how to check a new file keeps to that.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
