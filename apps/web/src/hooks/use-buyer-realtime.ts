import { BUYER_CHANNEL } from '@shop/contract/values';
import { call } from '@/api/call';
import { realtimeApi } from '@/api/operations';
import type { RealtimeSource } from '@/lib/realtime/hub';

/**
 * POST /api/realtime/buyer-auth {token} -> {ticket}: a ticket for the buyer's channel
 * (BUYER_CHANNEL), from the access token instead of a sign-in. 401 once the token expired.
 */
export async function fetchBuyerTicket(token: string, signal?: AbortSignal): Promise<string> {
  const { ticket } = await call(realtimeApi.buyerTicket, { body: { token }, signal });
  return ticket;
}

/**
 * The buyer's channel for an access token, shared by the buyer's pages (their mail, their
 * disputes): one stream for both while both listen. `onTicketError` hears each refused ticket
 * before the connection decides whether to try again; null listens to nothing.
 */
export function buyerRealtimeSource(
  token: string | null,
  onTicketError?: (error: unknown) => void,
): RealtimeSource | null {
  if (!token) return null;
  return {
    channel: BUYER_CHANNEL,
    getTicket: async (_channel, signal) => {
      try {
        return await fetchBuyerTicket(token, signal);
      } catch (error) {
        onTicketError?.(error);
        throw error;
      }
    },
  };
}
