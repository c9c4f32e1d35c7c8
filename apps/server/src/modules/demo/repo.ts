import type { DB } from '../../db/index.ts';

/** The pictures a shop seeded before they were stored files links (migration 0019). */
export function createDemoRepo(db: DB) {
  return {
    /** Keys of those pictures not in the file store yet. */
    async unstoredLegacyPictures(): Promise<string[]> {
      const rows = await db
        .selectFrom('legacy_demo_pictures')
        .select('key')
        .where('stored', '=', false)
        .orderBy('key')
        .execute();
      return rows.map((r) => r.key);
    },

    async markLegacyPicturesStored(keys: readonly string[]): Promise<void> {
      if (keys.length === 0) return;
      await db
        .updateTable('legacy_demo_pictures')
        .set({ stored: true })
        .where('key', 'in', keys)
        .execute();
    },
  };
}

export type DemoRepo = ReturnType<typeof createDemoRepo>;
