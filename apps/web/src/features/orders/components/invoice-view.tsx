import type { Invoice } from '@shop/contract';
import { ArrowLeft, MailOpen } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { accountPath } from '../lib/invoice-link';
import { InvoiceOutcome } from './invoice-outcome';
import { InvoicePayment } from './invoice-payment';
import { OrderStatusBadge } from './order-status-badge';
import { PayCountdown } from './pay-countdown';

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Where the buyer came back from PayPal: `?paid=1` or `?payment=failed`. */
export type PaymentReturn = 'paid' | 'failed' | null;

/** The invoice: what is bought, for how much, by when, and how to pay (SPEC §9: 5 minutes). */
export function InvoiceView({
  invoice,
  token,
  paymentReturn,
}: {
  invoice: Invoice;
  token: string;
  paymentReturn: PaymentReturn;
}) {
  const secondsLeft = useSecondsLeft(invoice.expires_at);
  const pending = invoice.status === 'pending';
  // The deadline passed before the server's sweep said so: the same for the buyer.
  const lapsed = pending && secondsLeft === 0;
  const shown: Invoice = lapsed ? { ...invoice, status: 'expired' } : invoice;
  const facts = [
    { label: 'Account', value: invoice.account_code },
    { label: 'Game', value: invoice.game_name },
    // The seller's display name, as the invoice mail's sender shows it.
    { label: 'Seller', value: invoice.seller_name },
    { label: 'Name', value: invoice.buyer_name },
    { label: 'E-mail', value: invoice.buyer_email },
    { label: 'Created', value: dateTime.format(new Date(invoice.created_at)) },
  ];

  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4">
      {paymentReturn === 'paid' && pending && (
        <Alert variant="success">
          Payment received. The account is being delivered; this page updates by itself.
        </Alert>
      )}
      {paymentReturn === 'failed' && pending && !lapsed && (
        <Alert variant="error" title="The payment did not go through">
          Nothing was charged. You can try again before the invoice expires.
        </Alert>
      )}
      <Card as="section" aria-labelledby="invoice-heading" className="flex flex-col gap-4">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 id="invoice-heading" className="text-2xl font-bold tracking-tight text-fg">
              {`Invoice #${invoice.id}`}
            </h1>
            <p className="text-sm break-words text-fg-muted">
              {`${invoice.game_name} · ${invoice.account_code}`}
            </p>
          </div>
          <OrderStatusBadge status={shown.status} />
        </div>
        <p className="text-3xl font-bold text-fg tabular-nums">{formatUsd(invoice.price)}</p>
        {pending && <PayCountdown secondsLeft={secondsLeft} className="text-xl" />}
        <InvoiceOutcome invoice={shown} />
        {shown.status === 'expired' && (
          <ButtonLink to={accountPath(invoice)} variant="secondary" className="self-start">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to the account
          </ButtonLink>
        )}
        {shown.status === 'delivered' && (
          // The account's own mail (codes, sign-in checks) is read on the buyer's page.
          <ButtonLink to="/buyer-emails" variant="secondary" className="self-start">
            <MailOpen aria-hidden="true" className="size-4" />
            Read your account's mail
          </ButtonLink>
        )}
        <dl className="divide-y divide-border border-t border-border text-sm">
          {facts.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="shrink-0 text-fg-muted">{label}</dt>
              <dd className="min-w-0 text-right font-medium break-words text-fg">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      {pending && !lapsed && <InvoicePayment invoice={invoice} token={token} />}
    </div>
  );
}
