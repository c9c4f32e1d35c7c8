import { Type } from 'typebox';
import { MultiLine, SingleLine } from './fields.ts';
import { EmailAddress } from './auth.ts';
import {
  BUYER_NAME_MAX,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PURCHASE_NOTE_MAX,
  ROW_ID_MAX,
} from './values.ts';

const OrderStatusField = Type.Enum(ORDER_STATUSES);
const Timestamp = Type.String({ format: 'date-time' });

/** SPEC §3 purchase payload. The page also sends an `Idempotency-Key` header. */
export const PurchaseInput = Type.Object(
  {
    account_id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
    name: SingleLine({ minLength: 1, maxLength: BUYER_NAME_MAX }),
    email: EmailAddress,
    note: Type.Optional(MultiLine({ maxLength: PURCHASE_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type PurchaseInput = Type.Static<typeof PurchaseInput>;

/** What both the buyer and the seller see of an order. */
const OrderCore = {
  id: Type.Integer(),
  status: OrderStatusField,
  account_id: Type.Integer(),
  account_code: Type.String(),
  game_id: Type.Integer(),
  game_name: Type.String(),
  buyer_name: Type.String(),
  buyer_email: Type.String(),
  created_at: Timestamp,
  expires_at: Timestamp,
};

/**
 * Who ended an order before it was paid: its seller, the shop owner (who disabled the seller), or
 * time (the invoice lapsed unpaid). The buyer's mail and invoice page say which.
 */
export const ORDER_CANCELLERS = ['seller', 'owner', 'lapsed'] as const;
export type OrderCanceller = (typeof ORDER_CANCELLERS)[number];

/** What the buyer sees of an order: on the purchase page after buying, and on the invoice page. */
export const Invoice = Type.Object({
  ...OrderCore,
  price: Type.Integer(),
  /** The seller's display name from their settings, or their code when they set none. */
  seller_name: Type.String(),
  /** Set once the order is cancelled or expired: who ended it; null while it is not. */
  cancelled_by: Type.Union([Type.Enum(ORDER_CANCELLERS), Type.Null()]),
  /** The invoice page, with its access token: `${PUBLIC_URL}/invoice/{id}?token=...`. */
  invoice_url: Type.String(),
  /**
   * Where the buyer's reply to the invoice mail lands: the seller's own inbox
   * (`{roller}.orders@{first mail domain}`), so a buyer can always reach the seller.
   */
  reply_to: Type.String(),
  payment: Type.Object({
    provider: Type.Enum(PAYMENT_PROVIDERS),
    /**
     * manual: the seller's instructions (their settings, else PAYMENT_INSTRUCTIONS); null when
     * neither is set, and the invoice page then says how to reach the seller.
     */
    instructions: Type.Union([Type.String(), Type.Null()]),
    /** paypal: the client id the PayPal buttons load with. */
    paypal_client_id: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type Invoice = Type.Static<typeof Invoice>;

export const InvoiceParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }) });
export const InvoiceQuery = Type.Object(
  { token: SingleLine({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);

/**
 * PayPal Orders v2, redirect flow: creating answers PayPal's order id and the approval page;
 * PayPal sends the buyer back to the server, which captures and redirects to the invoice page.
 */
export const PaypalOrder = Type.Object({ order_id: Type.String(), approve_url: Type.String() });
export type PaypalOrder = Type.Static<typeof PaypalOrder>;

/**
 * A transaction of a seller's account (GET /api/roller/transactions). `seller` is whose account
 * it is: the caller on their own list, any seller on the owner's list of all.
 */
export const RollerTransaction = Type.Object({
  ...OrderCore,
  amount: Type.Integer(),
  note: Type.String(),
  paid_at: Type.Union([Timestamp, Type.Null()]),
  delivered_at: Type.Union([Timestamp, Type.Null()]),
  seller: Type.Object({ code: Type.String(), name: Type.String() }),
});
export type RollerTransaction = Type.Static<typeof RollerTransaction>;

/** Whose orders a list holds: the caller's own, or (the shop owner only) every seller's. */
export const TRANSACTION_SCOPES = ['mine', 'all'] as const;
export type TransactionScope = (typeof TRANSACTION_SCOPES)[number];

export const RollerTransactionsQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE }),
    ),
    status: Type.Optional(OrderStatusField),
    /** `all` answers 403 OWNER_ONLY to a seller who is not the shop owner. */
    scope: Type.Optional(Type.Enum(TRANSACTION_SCOPES, { default: 'mine' })),
  },
  { additionalProperties: false },
);
export type RollerTransactionsQuery = Type.Static<typeof RollerTransactionsQuery>;

export const RollerTransactionList = Type.Object({
  transactions: Type.Array(RollerTransaction),
  total: Type.Integer(),
  limit: Type.Integer(),
  page: Type.Integer(),
  /** The caller's own orders waiting for payment now, whatever the scope: the nav's badge. */
  pending: Type.Integer(),
});
export type RollerTransactionList = Type.Static<typeof RollerTransactionList>;

export const PendingOrders = Type.Object({ pending: Type.Integer() });
export type PendingOrders = Type.Static<typeof PendingOrders>;

/** GET /api/dev/mailbox: every outbound mail, newest first, while no SMTP relay is set. */
export const DevMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  html: Type.String(),
  created_at: Timestamp,
});
export type DevMail = Type.Static<typeof DevMail>;
