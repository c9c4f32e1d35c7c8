import type { Invoice, RollerTransaction, RollerTransactionList } from '@shop/contract';

export const TOKEN = 'tok_abcdefghijklmnop';

/** The seller's own inbox, where a buyer's reply to the invoice mail lands. */
export const REPLY_TO = 'demo.orders@mail.example';

/** One pending order, as both the buyer's invoice and the seller's list show it. */
const ORDER = {
  id: 51,
  status: 'pending',
  account_id: 24,
  account_code: 'SR-0024',
  game_id: 1,
  game_name: 'Starfall Reverie',
  buyer_name: 'Mina',
  buyer_email: 'mina@example.com',
} as const;

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  const now = Date.now();
  return {
    ...ORDER,
    price: 195,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + 300_000).toISOString(),
    invoice_url: `https://shop.example/invoice/51?token=${TOKEN}`,
    reply_to: REPLY_TO,
    seller_name: 'Demo Seller',
    cancelled_by: null,
    payment: {
      provider: 'manual',
      instructions: 'Bank: Example Bank\nIBAN: XX00 1234',
      paypal_client_id: null,
    },
    ...overrides,
  };
}

/** The signed-in seller of the back-office tests, as GET /api/roller answers. */
export const SELLER = { code: 'demo', name: 'Demo Seller', email: null, is_owner: false };
/** The same seller as the shop's owner. */
export const OWNER = { ...SELLER, is_owner: true };

/** A seller's order; the signed-in seller's own unless `seller` names another. */
export function rollerTransaction(overrides: Partial<RollerTransaction> = {}): RollerTransaction {
  const now = Date.now();
  return {
    ...ORDER,
    amount: 195,
    note: 'discord: mina#0001',
    created_at: new Date(now - 60_000).toISOString(),
    expires_at: new Date(now + 240_000).toISOString(),
    paid_at: null,
    delivered_at: null,
    seller: { code: SELLER.code, name: SELLER.name },
    ...overrides,
  };
}

export function transactionList(
  transactions: RollerTransaction[],
  { total = transactions.length, limit = 20, page = 1 } = {},
): RollerTransactionList {
  const pending = transactions.filter((t) => t.status === 'pending').length;
  return { transactions, total, limit, page, pending };
}
