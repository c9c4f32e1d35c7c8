import type {
  Invoice,
  OrderCanceller,
  PurchaseInput,
  RollerTransaction,
  RollerTransactionList,
  TransactionScope,
} from '@shop/contract';
import { INVOICE_WINDOW_SECONDS, MAX_LAPSED_INVOICES, type OrderStatus } from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import type { SecretBox } from '../../lib/crypto.ts';
import { errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import { RateWindow } from '../../lib/rate-window.ts';
import { derivedToken, derivedTokenMatches } from '../../lib/tokens.ts';
import type { Part, UnitsOfWork } from '../../db/unit-of-work.ts';
import type { BuyerLinks } from '../buyer-access/links.ts';
import type { SellerNotices } from '../seller-settings/notices.ts';
import { orderReplyTo } from './reply-address.ts';
import { createCheckout } from './checkout.ts';
import { cancellationMail, deliveryMail, invoiceMail } from './mails.ts';
import { cancelledBy, orderCore, sellerName, toRollerTransaction } from './mappers.ts';
import type { Payments } from './payments.ts';
import type { OrderQueries, OrderRow, OrdersRepo } from './repo.ts';
import { clientKey } from '../../lib/client-key.ts';

export interface OrdersDeps {
  repo: OrdersRepo;
  unitOfWork: UnitsOfWork;
  /** The delivery mail's link to the buyer's page, minted in the delivery's transaction. */
  buyerLinks: Part<BuyerLinks>;
  secrets: SecretBox;
  events: EventBus;
  clock: Clock;
  payments: Payments;
  /** Signs invoice links; derived from SECRET_KEY. */
  tokenKey: Buffer;
  publicUrl: string;
  /** Queues the seller's news of an order (mail, push, Discord, webhook) in its transaction. */
  notices: Pick<SellerNotices, 'within'>;
  /** The first mail domain: replies to order mail go to the seller's inbox there. */
  mailDomain: string;
  /** SHOP_CONTACT's label, which a buyer whose order the shop owner cancelled may write to. */
  shopContact?: string | null;
}

const INVOICE_TOKEN = 'invoice';
/** Purchases per client address: enough to try a few accounts, too few to hoard them. */
const PURCHASES_PER_WINDOW = 10;
const PURCHASE_WINDOW_MS = 10 * 60_000;

export function createOrdersService(deps: OrdersDeps) {
  const { repo, events, clock, payments } = deps;
  // An order's change, the buyer's mail and the seller's news of it commit together.
  const unitOfWork = deps.unitOfWork({
    orders: repo.within,
    notices: deps.notices.within,
    links: deps.buyerLinks,
  });
  const sellerInbox = (r: OrderRow) => orderReplyTo(r.roller_code, deps.mailDomain);
  const purchases = new RateWindow(PURCHASES_PER_WINDOW, PURCHASE_WINDOW_MS, clock);

  const invoiceToken = (id: number) => derivedToken(deps.tokenKey, INVOICE_TOKEN, id);
  const invoiceUrl = (id: number) =>
    `${deps.publicUrl}/invoice/${id}?token=${encodeURIComponent(invoiceToken(id))}`;

  /** The buyer's news that the order ended unpaid, and who ended it; in the cancel's transaction. */
  const cancelledMail = (order: OrderRow, by: OrderCanceller) =>
    cancellationMail(order, by, {
      accountUrl: `${deps.publicUrl}/games/${order.game_id}/accounts/${order.account_id}`,
      sellerInbox: sellerInbox(order),
      shopContact: deps.shopContact ?? null,
    });

  function toInvoice(r: OrderRow): Invoice {
    return {
      ...orderCore(r),
      price: r.amount,
      seller_name: sellerName(r),
      cancelled_by: cancelledBy(r),
      invoice_url: invoiceUrl(r.id),
      reply_to: sellerInbox(r),
      payment: payments.invoicePayment(r.payment_instructions),
    };
  }

  /** The order behind an invoice link; a wrong token reads as a missing order. */
  async function orderByToken(id: number, token: string): Promise<OrderRow> {
    if (!derivedTokenMatches(deps.tokenKey, INVOICE_TOKEN, id, token))
      throw errors.transactionNotFound();
    const row = await repo.byId(id);
    if (!row) throw errors.transactionNotFound();
    return row;
  }

  function sameRequest(row: OrderRow, input: PurchaseInput): boolean {
    return (
      row.account_id === input.account_id &&
      row.buyer_email.toLowerCase() === input.email.toLowerCase()
    );
  }

  async function replayed(key: string | null, input: PurchaseInput): Promise<Invoice | null> {
    if (!key) return null;
    const row = await repo.byIdempotencyKey(key);
    if (!row) return null;
    if (!sameRequest(row, input)) throw errors.idempotencyKeyReused();
    return toInvoice(row);
  }

  /**
   * Hands the account over: in one transaction the order becomes delivered, the account sold
   * and the delivery mail (with the decrypted credentials) is queued. `late` lets a payment
   * the provider already took land after the deadline, while the account is still free.
   */
  async function deliver(
    id: number,
    opts: { rollerId?: number; late?: boolean } = {},
  ): Promise<OrderRow> {
    const now = clock();
    const delivered = await unitOfWork.run(async ({ orders, notices, outbox, links }) => {
      const locked = await orders.lock(id);
      if (!locked || (opts.rollerId !== undefined && locked.roller_id !== opts.rollerId))
        throw errors.transactionNotFound();
      // A provider's second word on the same payment (return and webhook) changes nothing.
      if (locked.status === 'delivered' && opts.rollerId === undefined) return null;
      const expired = locked.status === 'expired' || new Date(locked.expires_at) <= now;
      if (locked.status !== 'pending' && !(opts.late && locked.status === 'expired'))
        throw errors.transactionNotPending(locked.status);
      if (expired && !opts.late) throw errors.invoiceExpired();
      if (expired) {
        const account = await orders.accountStatus(locked.account_id);
        if (account?.status !== 'available' && locked.status === 'expired')
          throw errors.invoiceExpired();
      }
      await orders.markDelivered(id, locked.account_id, now);
      const order = (await orders.byId(id))!;
      const details = await orders.deliveryDetails(locked.account_id);
      await outbox.queue(
        deliveryMail(
          order,
          {
            loginMethod: details.login_method,
            loginEmail: details.login_email,
            password: deps.secrets.decrypt(details.password_enc),
          },
          await links.link(order.buyer_email),
          sellerInbox(order),
        ),
      );
      await notices.queue(order.roller_id, { event: 'order_paid', order });
      return order;
    });
    if (!delivered) return (await repo.byId(id))!;
    events.emit('order.closed', {
      transactionId: id,
      accountId: delivered.account_id,
      gameId: delivered.game_id,
      status: 'delivered',
    });
    return delivered;
  }

  async function place(input: PurchaseInput, key: string | null, orders: OrderQueries) {
    const now = clock();
    return orders.reserve({
      accountId: input.account_id,
      buyerName: input.name.trim(),
      buyerEmail: input.email.trim(),
      note: (input.note ?? '').trim(),
      idempotencyKey: key,
      provider: payments.checkout ? 'paypal' : 'manual',
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVOICE_WINDOW_SECONDS * 1000),
    });
  }

  return {
    /**
     * Opens an order: reserves the account for the invoice window and queues the invoice
     * (to the buyer) and the new-order mail (to the seller) with it. `created` is false when
     * the same Idempotency-Key already made this order.
     */
    async purchase(
      input: PurchaseInput,
      ctx: { ip: string; idempotencyKey: string | null },
    ): Promise<{ invoice: Invoice; created: boolean }> {
      const again = await replayed(ctx.idempotencyKey, input);
      if (again) return { invoice: again, created: false };
      purchases.take(clientKey(ctx.ip));
      if ((await repo.lapsedCount(input.account_id, input.email)) >= MAX_LAPSED_INVOICES)
        throw errors.tooManyLapsedInvoices();

      let order: OrderRow | null;
      try {
        order = await unitOfWork.run(async ({ orders, notices, outbox }) => {
          const id = await place(input, ctx.idempotencyKey, orders);
          if (id === null) return null;
          const row = (await orders.byId(id))!;
          await outbox.queue(invoiceMail(row, invoiceUrl(id), sellerInbox(row)));
          await notices.queue(row.roller_id, { event: 'order_created', order: row });
          return row;
        });
      } catch (err) {
        // A racing request with the same key won the idempotency index: answer its order.
        const winner = await replayed(ctx.idempotencyKey, input);
        if (winner) return { invoice: winner, created: false };
        throw err;
      }
      if (!order) {
        const winner = await replayed(ctx.idempotencyKey, input);
        if (winner) return { invoice: winner, created: false };
        const account = await repo.accountStatus(input.account_id);
        if (account?.status === 'reserved') throw errors.accountBeingPurchased();
        throw errors.accountNotForSale();
      }
      events.emit('order.placed', {
        transactionId: order.id,
        accountId: order.account_id,
        gameId: order.game_id,
        rollerId: order.roller_id,
      });
      return { invoice: toInvoice(order), created: true };
    },

    async invoice(id: number, token: string): Promise<Invoice> {
      return toInvoice(await orderByToken(id, token));
    },

    ...createCheckout({ ...deps, orderByToken, deliver }),

    /**
     * The orders page: the roller's own, or with scope `all` every seller's, which only the
     * shop owner may ask for (checked here, as the route is open to every roller).
     */
    async listForRoller(
      roller: { id: number; isOwner: boolean },
      q: { page?: number; limit?: number; status?: OrderStatus; scope?: TransactionScope },
    ): Promise<RollerTransactionList> {
      const all = q.scope === 'all';
      if (all && !roller.isOwner) throw errors.ownerOnly();
      const page = q.page ?? 1;
      const limit = q.limit ?? 24;
      const { rows, total, pending } = await repo.listOrders(
        { rollerId: all ? null : roller.id, page, limit, status: q.status },
        roller.id,
      );
      return { transactions: rows.map(toRollerTransaction), total, limit, page, pending };
    },

    pendingCount: (rollerId: number) => repo.pendingCount(rollerId),

    /** Manual payments: the seller saw the money arrive. */
    async confirm(rollerId: number, id: number): Promise<RollerTransaction> {
      return toRollerTransaction(await deliver(id, { rollerId }));
    },

    /**
     * Ends an unpaid order of the seller's: by the seller, or (`by: 'owner'`) by the shop owner
     * disabling them. The buyer is told who cancelled, in the same transaction.
     */
    async cancel(
      rollerId: number,
      id: number,
      by: 'seller' | 'owner' = 'seller',
    ): Promise<RollerTransaction> {
      const row = await unitOfWork.run(async ({ orders, notices, outbox }) => {
        const locked = await orders.lock(id);
        if (!locked || locked.roller_id !== rollerId) throw errors.transactionNotFound();
        if (locked.status !== 'pending') throw errors.transactionNotPending(locked.status);
        await orders.release(id, locked.account_id, 'cancelled', clock(), by);
        const order = (await orders.byId(id))!;
        await outbox.queue(cancelledMail(order, by));
        await notices.queue(order.roller_id, { event: 'order_cancelled', order });
        return order;
      });
      events.emit('order.closed', {
        transactionId: id,
        accountId: row.account_id,
        gameId: row.game_id,
        status: 'cancelled',
      });
      return toRollerTransaction(row);
    },

    /** The expiry job: lapses every unpaid invoice past its deadline; returns how many. */
    async expireDue(): Promise<number> {
      const expired = await unitOfWork.run(async ({ orders, notices, outbox }) => {
        const lapsed = await orders.expireDue(clock());
        for (const e of lapsed) {
          const order = (await orders.byId(e.id))!;
          await outbox.queue(cancelledMail(order, 'lapsed'));
          await notices.queue(e.roller_id, { event: 'order_expired', order });
        }
        return lapsed;
      });
      for (const e of expired)
        events.emit('order.closed', {
          transactionId: null,
          accountId: e.account_id,
          gameId: e.game_id,
          status: 'expired',
        });
      return expired.length;
    },

    /** Operator tooling (demo history): records a sale that already happened, delivered. */
    recordPastSale: (gameId: number, code: string, buyer: { name: string; email: string }) =>
      repo.insertDeliveredSale(gameId, code, buyer, clock()),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
