import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../test/helpers.ts';
import { PREPARED } from './prepared.ts';

let handle: Awaited<ReturnType<typeof openTestDb>>;

beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

const marked = (n: number) =>
  sql<{ doubled: number }>`${sql.raw(PREPARED)} select ${n}::int * 2 as doubled`;
const unmarked = (n: number) => sql<{ tripled: number }>`select ${n}::int * 3 as tripled`;

describe('statements marked PREPARED', () => {
  it('run with their parameters, the same on PGlite and PostgreSQL', async () => {
    expect((await marked(21).execute(handle.db)).rows).toEqual([{ doubled: 42 }]);
    expect((await marked(5).execute(handle.db)).rows).toEqual([{ doubled: 10 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'are prepared once per connection under a name; others are not',
    async () => {
      const prepared = await handle.db.connection().execute(async (conn) => {
        await marked(1).execute(conn);
        await marked(2).execute(conn);
        await unmarked(1).execute(conn);
        const { rows } = await sql<{ name: string; statement: string }>`
          select name, statement from pg_prepared_statements`.execute(conn);
        return rows;
      });
      expect(prepared).toHaveLength(1);
      expect(prepared[0]!.name).toMatch(/^shop_[\w-]{22}$/);
      expect(prepared[0]!.statement.startsWith(PREPARED)).toBe(true);
    },
  );
});
