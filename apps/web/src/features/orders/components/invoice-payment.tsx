import type { Invoice } from '@shop/contract';
import { errorMessage } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { useCreatePaypalOrder } from '../api/create-paypal-order';
import { leaveFor } from '../lib/leave-for';
import { NoInstructions, QuestionsLine, ShopContactLine } from './invoice-contact';

const MANUAL_NEXT_STEP =
  'After you pay, the seller confirms your payment and you receive the account by e-mail.';

/** How to pay an open invoice, the seller's own instructions or PayPal, and whom to ask. */
export function InvoicePayment({ invoice, token }: { invoice: Invoice; token: string }) {
  return (
    <Card as="section" aria-labelledby="payment-heading" className="flex flex-col gap-3">
      <CardTitle id="payment-heading">How to pay</CardTitle>
      {invoice.payment.provider === 'paypal' ? (
        <>
          <PaypalPayment invoice={invoice} token={token} />
          <QuestionsLine replyTo={invoice.reply_to} />
        </>
      ) : (
        <ManualPayment invoice={invoice} />
      )}
      <ShopContactLine />
    </Card>
  );
}

function ManualPayment({ invoice }: { invoice: Invoice }) {
  const { instructions } = invoice.payment;
  if (!instructions) {
    return (
      <>
        <NoInstructions replyTo={invoice.reply_to} />
        <p className="text-sm text-fg-muted">{MANUAL_NEXT_STEP}</p>
      </>
    );
  }
  return (
    <>
      <p className="rounded-control bg-surface-muted p-3 text-sm break-words whitespace-pre-line text-fg">
        {instructions}
      </p>
      <p className="text-sm text-fg-muted">{MANUAL_NEXT_STEP}</p>
      <QuestionsLine replyTo={invoice.reply_to} />
    </>
  );
}

function PaypalPayment({ invoice, token }: { invoice: Invoice; token: string }) {
  const order = useCreatePaypalOrder();
  // Stays busy after success too: the browser is on its way to PayPal.
  const busy = order.isPending || order.isSuccess;
  return (
    <>
      <p className="text-sm text-fg-muted">
        You pay on PayPal&apos;s own page and come back here when it is done. The account is sent to
        your e-mail as soon as the payment goes through.
      </p>
      {order.isError && (
        <Alert variant="error" title="PayPal could not be opened">
          {errorMessage(order.error)}
        </Alert>
      )}
      <Button
        block
        busy={busy}
        onClick={() =>
          order.mutate(
            { id: invoice.id, token },
            { onSuccess: (paypal) => leaveFor(paypal.approve_url) },
          )
        }
      >
        Pay with PayPal
      </Button>
    </>
  );
}
