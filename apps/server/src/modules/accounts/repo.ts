import type { DB } from '../../db/index.ts';
import type { NewAccount } from '../../db/schema.ts';

/** SQL of accounts. The storefront and back-office queries join this file as they arrive. */
export function createAccountsRepo(db: DB) {
  return {
    async insertMany(rows: NewAccount[]): Promise<number> {
      if (rows.length === 0) return 0;
      const res = await db.insertInto('accounts').values(rows).executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0);
    },

    async countByRoller(rollerId: number): Promise<number> {
      const row = await db
        .selectFrom('accounts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('roller_id', '=', rollerId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type AccountsRepo = ReturnType<typeof createAccountsRepo>;
