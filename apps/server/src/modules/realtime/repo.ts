import type { DB } from '../../db/index.ts';
import type { RollerDirectory } from './service.ts';
import { findShopOwner } from '../../db/shop-owner.ts';

/**
 * What the streams need to know of rollers, read where it is kept: who owns the shop (told of
 * every dispute) and who is disabled (whose tickets open nothing). Read at each use, not kept:
 * ownership moves and sellers are disabled while streams are open.
 */
export function createRollerDirectory(db: DB): RollerDirectory {
  return {
    ownerId: async () => (await findShopOwner(db))?.id ?? null,
    async isDisabled(rollerId) {
      const row = await db
        .selectFrom('rollers')
        .select('id')
        .where('id', '=', rollerId)
        .where('disabled_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
