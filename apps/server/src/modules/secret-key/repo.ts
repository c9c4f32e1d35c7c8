import type { DB } from '../../db/index.ts';

/** The SQL of the key check: one row, written by whichever start gets there first. */
export function createSecretKeyRepo(db: DB) {
  return {
    /** Keeps `fingerprint` unless one is kept already; answers the one that is kept. */
    async keepOnce(fingerprint: string): Promise<string> {
      // Two first starts at once: the second's insert waits for the first's, then does nothing.
      await db
        .insertInto('secret_key_check')
        .values({ fingerprint })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      const row = await db
        .selectFrom('secret_key_check')
        .select('fingerprint')
        .executeTakeFirstOrThrow();
      return row.fingerprint;
    },
  };
}
