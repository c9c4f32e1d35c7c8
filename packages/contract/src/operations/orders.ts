import { Type } from 'typebox';
import { SingleLine } from '../fields.ts';
import { operationGroup } from '../operation.ts';
import {
  Invoice,
  InvoiceParams,
  InvoiceQuery,
  PaypalOrder,
  PendingOrders,
  PurchaseInput,
  RollerTransaction,
  RollerTransactionList,
  RollerTransactionsQuery,
} from '../orders.ts';
import { IDEMPOTENCY_KEY_PATTERN } from '../values.ts';

/** A retried or double-sent purchase carries the same key and stays one order. */
export const PurchaseHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    SingleLine({ minLength: 16, maxLength: 64, pattern: IDEMPOTENCY_KEY_PATTERN }),
  ),
});

/** PayPal appends its order id as `token` (and `PayerID`) to the return URL. */
export const PaypalReturnQuery = Type.Object({
  access: SingleLine({ minLength: 1, maxLength: 128 }),
  token: Type.Optional(SingleLine({ minLength: 1, maxLength: 64 })),
  PayerID: Type.Optional(SingleLine({ maxLength: 64 })),
  cancelled: Type.Optional(Type.Literal('1')),
});

/** The part of a PayPal event the shop reads before asking PayPal whether it is genuine. */
export const PaypalWebhookEvent = Type.Object({ event_type: Type.String() });
export const PaypalWebhookResult = Type.Object({ handled: Type.Boolean() });

const op = operationGroup({ tags: ['orders'], access: 'public' });
const sellerOp = operationGroup({ tags: ['back office'], access: 'roller' });

/**
 * Buying (SPEC §3): the buyer is never signed in; the invoice token in the query is the proof
 * for everything after the purchase.
 */
export const ordersApi = {
  /** Answers 201 with a new order, 200 when the idempotency key names one already made. */
  purchase: op({
    method: 'POST',
    path: '/transaction',
    summary: 'Order an account: reserves it for 5 minutes and mails the invoice',
    headers: PurchaseHeaders,
    body: PurchaseInput,
    response: Invoice,
  }),
  invoice: op({
    method: 'GET',
    path: '/transaction/:id',
    params: InvoiceParams,
    querystring: InvoiceQuery,
    response: Invoice,
  }),
  paypalOrder: op({
    method: 'POST',
    path: '/transaction/:id/paypal/order',
    params: InvoiceParams,
    querystring: InvoiceQuery,
    response: PaypalOrder,
  }),
  /** Answers a redirect (303), never JSON. */
  paypalReturn: op({
    method: 'GET',
    path: '/transaction/:id/paypal/return',
    summary: 'Where PayPal sends the buyer back: captures, delivers, redirects to the invoice',
    params: InvoiceParams,
    querystring: PaypalReturnQuery,
  }),
  /** PayPal calls it: the event's signature is checked with PayPal, not a credential of ours. */
  paypalWebhook: op({
    method: 'POST',
    path: '/payments/paypal/webhook',
    summary: 'PayPal webhook (signature verified with PayPal)',
    body: PaypalWebhookEvent,
    response: PaypalWebhookResult,
  }),
};

/**
 * The seller's orders. Another seller's order answers 404, as if it did not exist; the shop
 * owner may list every seller's (scope=all), but confirms and cancels only their own.
 */
export const sellerOrdersApi = {
  list: sellerOp({
    method: 'GET',
    path: '/roller/transactions',
    description:
      "The caller's orders, newest first. `scope=all` lists every seller's, each with its seller, for the shop owner only (403 OWNER_ONLY for any other seller); `pending` stays the caller's own.",
    querystring: RollerTransactionsQuery,
    response: RollerTransactionList,
  }),
  pendingCount: sellerOp({
    method: 'GET',
    path: '/roller/transactions/pending-count',
    response: PendingOrders,
  }),
  confirm: sellerOp({
    method: 'POST',
    path: '/roller/transactions/:id/confirm',
    summary: 'The payment arrived: deliver the account to the buyer',
    params: InvoiceParams,
    response: RollerTransaction,
  }),
  cancel: sellerOp({
    method: 'POST',
    path: '/roller/transactions/:id/cancel',
    summary: 'Cancel a pending order: the account goes back on sale',
    params: InvoiceParams,
    response: RollerTransaction,
  }),
};
