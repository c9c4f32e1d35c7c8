import type { Invoice } from '@shop/contract';
import { Alert } from '@/components/ui/alert';

/**
 * Who ended an unpaid order, as the buyer's cancellation mail says it. An invoice the page saw
 * lapse before the server's sweep has no `cancelled_by` yet: time ran out all the same.
 */
const ENDED = {
  seller: 'This order was cancelled by the seller. It needs no payment.',
  owner:
    'This order was cancelled by the shop owner: its seller no longer sells on this shop. It needs no payment.',
  lapsed:
    'This invoice has expired. Time ran out before it was paid, so the order was cancelled and needs no payment.',
} as const;

/** What became of an order that no longer waits for payment; nothing while it still does. */
export function InvoiceOutcome({
  invoice,
}: {
  invoice: Pick<Invoice, 'status' | 'buyer_email' | 'cancelled_by'>;
}) {
  switch (invoice.status) {
    case 'paid':
      return (
        <Alert variant="success">
          {`Payment received. The account's login details are on their way to ${invoice.buyer_email}.`}
        </Alert>
      );
    case 'delivered':
      return (
        <Alert variant="success">
          {`Paid — the account's login details were sent to ${invoice.buyer_email}.`}
        </Alert>
      );
    case 'expired':
      return <Alert variant="error">{ENDED.lapsed}</Alert>;
    case 'cancelled':
      return (
        <Alert variant="error">
          {ENDED[invoice.cancelled_by === 'owner' ? 'owner' : 'seller']}
        </Alert>
      );
    case 'failed':
      return <Alert variant="error">The payment for this order failed. It is closed.</Alert>;
    default:
      return null;
  }
}
