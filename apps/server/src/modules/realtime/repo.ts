import type { DB } from '../../db/index.ts';
import type { RollerDirectory, TicketUses } from './service.ts';
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

/** How often (in stream opens) the uses of expired tickets are swept. */
const PRUNE_EVERY = 200;

/**
 * The tickets that opened a stream, on every instance sharing the database: a second use of
 * one is refused wherever it is tried (DESIGN §9, single-use tickets).
 */
export function createTicketUses(db: DB): TicketUses {
  let opens = 0;
  return {
    /** Writes the ticket down as used; false when it was used before. */
    async use(ticketId: string, expiresAt: Date, now: Date): Promise<boolean> {
      if (++opens % PRUNE_EVERY === 0)
        await db.deleteFrom('realtime_ticket_uses').where('expires_at', '<', now).execute();
      const row = await db
        .insertInto('realtime_ticket_uses')
        .values({ ticket_id: ticketId, expires_at: expiresAt })
        .onConflict((oc) => oc.column('ticket_id').doNothing())
        .returning('ticket_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
