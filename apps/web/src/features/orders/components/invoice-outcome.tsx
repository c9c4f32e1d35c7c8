import type { Invoice } from '@shop/contract';
import { Alert } from '@/components/ui/alert';

/** What became of an order that no longer waits for payment; nothing while it still does. */
export function InvoiceOutcome({ invoice }: { invoice: Pick<Invoice, 'status' | 'buyer_email'> }) {
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
      return <Alert variant="error">This invoice has expired.</Alert>;
    case 'cancelled':
      return (
        <Alert variant="error">This order was cancelled by the seller. It needs no payment.</Alert>
      );
    case 'failed':
      return <Alert variant="error">The payment for this order failed. It is closed.</Alert>;
    default:
      return null;
  }
}
