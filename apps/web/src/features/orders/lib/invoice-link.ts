import type { Invoice } from '@shop/contract';

/** The invoice page inside this app: `/invoice/{id}?token=...`. */
export function invoicePath(id: number, token: string): string {
  return `/invoice/${id}?token=${encodeURIComponent(token)}`;
}

/** The invoice's access token, which the API hands out only inside `invoice_url`. */
export function invoiceToken(invoice: Pick<Invoice, 'invoice_url'>): string | null {
  try {
    return new URL(invoice.invoice_url, window.location.origin).searchParams.get('token');
  } catch {
    return null;
  }
}

/** The purchase page of the invoice's account, for "buy it again" after it expired. */
export function accountPath(invoice: Pick<Invoice, 'game_id' | 'account_id'>): string {
  return `/games/${invoice.game_id}/accounts/${invoice.account_id}`;
}
