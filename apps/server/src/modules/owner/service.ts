import type { CreateSellerBody, SellerSummary, SellerWithPassword } from '@shop/contract';
import { AppError, errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { AuthedRoller, AuthService } from '../auth/service.ts';
import type { OrdersService } from '../orders/service.ts';
import type { OwnerRepo, SellerRow } from './repo.ts';

export function toSellerSummary(row: SellerRow): SellerSummary {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    is_owner: row.is_owner,
    disabled: row.disabled_at !== null,
    created_at: row.created_at.toISOString(),
    accounts_for_sale: row.accounts_for_sale ?? 0,
    accounts_sold: row.accounts_sold ?? 0,
    income: row.income ?? 0,
  };
}

/**
 * The owner's side of the shop (DESIGN §5): sellers are made, disabled, enabled and given new
 * passwords here, through the same auth functions as the operator's commands. The route's
 * guard has made sure the caller is the owner.
 */
export function createOwnerService({
  repo,
  auth,
  events,
  orders,
}: {
  repo: OwnerRepo;
  auth: AuthService;
  events: EventBus;
  /**
   * Cancels an unpaid order in the owner's name: the account is released, the buyer is mailed
   * that the shop owner cancelled it, the seller's news go out.
   */
  orders: Pick<OrdersService, 'cancel'>;
}) {
  async function seller(id: number): Promise<SellerSummary> {
    const row = await repo.seller(id);
    if (!row) throw errors.sellerNotFound();
    return toSellerSummary(row);
  }

  /**
   * A disabled seller's unpaid orders end at once (decision 0039, "Disabling a seller"): nobody
   * can confirm a manual payment of theirs now, and a PayPal checkout must not take money for an
   * account that cannot be delivered. Each buyer is mailed that the shop owner cancelled it. One
   * paid or expired meanwhile is left as it is.
   */
  async function cancelUnpaid(rollerId: number): Promise<void> {
    for (const id of await repo.pendingOrders(rollerId)) {
      try {
        await orders.cancel(rollerId, id, 'owner');
      } catch (err) {
        if (!(err instanceof AppError && err.code === 'TRANSACTION_NOT_PENDING')) throw err;
      }
    }
  }

  return {
    async sellers(): Promise<{ sellers: SellerSummary[] }> {
      return { sellers: (await repo.sellers()).map(toSellerSummary) };
    },

    /** A new seller with a generated password, which only this answer carries. */
    async create(body: CreateSellerBody): Promise<SellerWithPassword> {
      const { id, password } = await auth.createRoller({ code: body.code, name: body.name });
      return { seller: await seller(id), password };
    },

    /**
     * The seller cannot sign in any more, and every session of theirs ends now; their accounts
     * leave the shop, their sub-roller links stop and their unpaid orders are cancelled. Again
     * on a disabled seller, it finishes what a failure may have left undone.
     */
    async disable(id: number): Promise<SellerSummary> {
      // The owner's own row is refused by setDisabled itself (the owner is never disabled).
      await auth.setDisabled(id, true);
      events.emit('roller.disabled', { rollerId: id });
      await cancelUnpaid(id);
      return seller(id);
    },

    /** The seller signs in again; their accounts and sub-roller links are back. */
    async enable(id: number): Promise<SellerSummary> {
      await auth.setDisabled(id, false);
      events.emit('roller.enabled', { rollerId: id });
      return seller(id);
    },

    /**
     * A new generated password for the seller; every session of theirs ends. The owner's own
     * password changes where it needs the current one (Change Password).
     */
    async resetPassword(owner: AuthedRoller, id: number): Promise<SellerWithPassword> {
      if (id === owner.id) throw errors.ownerOwnPassword();
      const { code } = await seller(id);
      const { password } = await auth.resetPassword(code);
      return { seller: await seller(id), password };
    },
  };
}

export type OwnerService = ReturnType<typeof createOwnerService>;
