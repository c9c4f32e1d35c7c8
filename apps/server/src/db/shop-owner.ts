import type { DB } from './index.ts';

/**
 * The shop owner (at most one: the one-owner index), or undefined; on the database or inside a
 * transaction. Read at each use: ownership moves while the shop runs.
 */
export const findShopOwner = (db: DB) =>
  db
    .selectFrom('rollers')
    .select(['id', 'name', 'email'])
    .where('is_owner', '=', true)
    .executeTakeFirst();
