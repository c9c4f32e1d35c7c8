import type { BuyerTicketBody, RealtimeTicket } from '@shop/contract';
import { api } from '@/api/client';

/**
 * POST /api/realtime/buyer-auth {token} -> {ticket}: a ticket for the buyer's channel
 * (BUYER_CHANNEL), from the access token instead of a sign-in. 401 once the token expired.
 */
export async function fetchBuyerTicket(token: string, signal?: AbortSignal): Promise<string> {
  const body: BuyerTicketBody = { token };
  const { ticket } = await api.post<RealtimeTicket>('realtime/buyer-auth', body, { signal });
  return ticket;
}
