import { FileX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { errorMessage, isNotFound } from '@/api/api-error';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageLoadFailed } from '@/components/ui/load-states';
import { LoadingText } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseRouteId } from '@/lib/route-ids';
import { useInvoice } from '../api/get-invoice';
import { InvoiceView, type PaymentReturn } from '../components/invoice-view';

function paymentReturnOf(params: URLSearchParams): PaymentReturn {
  if (params.get('paid') === '1') return 'paid';
  if (params.get('payment') === 'failed') return 'failed';
  return null;
}

/** `/invoice/:id?token=`: the buyer's invoice, public with its token; polls while open. */
export default function InvoicePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = parseRouteId(params.id);
  const token = search.get('token') || null;
  const invoice = useInvoice(id, token);
  useDocumentTitle(id ? `Invoice #${id}` : 'Invoice');

  if (id === null || token === null || isNotFound(invoice.error)) return <InvoiceNotFound />;
  if (invoice.data) {
    return (
      <InvoiceView invoice={invoice.data} token={token} paymentReturn={paymentReturnOf(search)} />
    );
  }
  if (invoice.isError) {
    return (
      <PageLoadFailed
        message={errorMessage(invoice.error)}
        busy={invoice.isFetching}
        onRetry={() => invoice.refetch()}
      />
    );
  }
  return <LoadingText>Loading invoice...</LoadingText>;
}

function InvoiceNotFound() {
  return (
    <EmptyState
      headingLevel="h1"
      icon={<FileX />}
      title="Invoice not found"
      description="This invoice link is incomplete or wrong. Open it again from the invoice e-mail."
      action={<ButtonLink to="/">Back to Shop</ButtonLink>}
    />
  );
}
