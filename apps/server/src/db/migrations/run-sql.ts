import { sql, type Kysely } from 'kysely';

/**
 * Runs a migration script statement by statement: PGlite's extended protocol takes one
 * statement per query. Statements end with a semicolon at the end of a line.
 */
export async function runSql(db: Kysely<unknown>, script: string): Promise<void> {
  for (const statement of script
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
