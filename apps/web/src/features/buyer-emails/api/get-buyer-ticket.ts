import { call } from '@/api/call';
import { realtimeApi } from '@/api/operations';

/**
 * POST /api/realtime/buyer-auth {token} -> {ticket}: a ticket for the buyer's channel
 * (BUYER_CHANNEL), from the access token instead of a sign-in. 401 once the token expired.
 */
export async function fetchBuyerTicket(token: string, signal?: AbortSignal): Promise<string> {
  const { ticket } = await call(realtimeApi.buyerTicket, { body: { token }, signal });
  return ticket;
}
