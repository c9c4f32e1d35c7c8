import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@shop/contract';
import { call } from '@/api/call';
import { ordersApi } from '@/api/operations';
import { isOpenStatus } from '../lib/order-status';

/** While the buyer waits, the seller's confirmation (or PayPal's) shows up within seconds. */
export const INVOICE_POLL_MS = 5_000;

export const invoiceQueryKey = (id: number, token: string) => ['invoice', id, token] as const;

/** GET /api/transaction/{id}?token=; 404 TRANSACTION_NOT_FOUND for a wrong token. */
export function fetchInvoice(id: number, token: string, signal?: AbortSignal): Promise<Invoice> {
  return call(ordersApi.invoice, { params: { id }, query: { token }, signal });
}

/** Polls while the order is open. Silent: the pages show the not-found and error states. */
export function useInvoice(id: number | null, token: string | null) {
  return useQuery({
    queryKey: invoiceQueryKey(id ?? 0, token ?? ''),
    queryFn: ({ signal }) => fetchInvoice(id!, token!, signal),
    enabled: id !== null && Boolean(token),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isOpenStatus(query.state.data.status) ? INVOICE_POLL_MS : false,
    meta: { silent: true },
  });
}
