import { BuyerTicketBody } from '../buyer-access.ts';
import { RealtimeAuthBody, RealtimeStreamQuery, RealtimeTicket } from '../realtime.ts';
import { operationGroup } from '../operation.ts';

const op = operationGroup({ tags: ['realtime'], access: 'public' });

/**
 * A ticket for a channel the caller may hear, then that channel as Server-Sent Events. The
 * ticket travels in the query rather than a header: EventSource can send no headers.
 */
export const realtimeApi = {
  ticket: op({
    method: 'POST',
    path: '/realtime/auth',
    access: 'roller-or-sub-roller',
    body: RealtimeAuthBody,
    response: RealtimeTicket,
  }),
  buyerTicket: op({
    method: 'POST',
    path: '/realtime/buyer-auth',
    summary: "A ticket for the buyer's channel, from a buyer access token",
    body: BuyerTicketBody,
    response: RealtimeTicket,
  }),
  /** Opened by EventSource, not by the JSON client. */
  stream: op({
    method: 'GET',
    path: '/realtime',
    querystring: RealtimeStreamQuery,
    description:
      'text/event-stream: `ready`, then `new-email` {id, to, subject, created_at}, ' +
      '`new-order` {transaction_id, account_id, game_id}, `security-alert` {email_id, kind} ' +
      "(buyer's channel) and `dispute-changed` {dispute_id} (the seller's, the owner's and the " +
      "buyer's channels); `revoked` {} before the stream of a removed sub-roller, or of a " +
      'disabled seller or their sub-rollers, ends, and of a buyer left with no account (a refund); ' +
      'a comment line every 20 s. A ticket opens one stream: a second use answers 401; past 16 ' +
      'open streams of one listener or 64 of one address, 429 with Retry-After.',
  }),
};
