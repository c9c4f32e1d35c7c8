import { REALTIME_TICKET_TTL_SECONDS, type RealtimeTicket } from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import type { EventBus } from '../../lib/events.ts';
import type { RealtimeBus, RealtimeMessage } from './bus.ts';
import { mayListen } from './channels.ts';
import { createTicketSigner } from './tickets.ts';

export type StreamEvent = Pick<RealtimeMessage, 'event' | 'data'>;

/**
 * Texts in an event are cut to this many characters: a NOTIFY payload holds under 8,000 bytes,
 * and the client fetches the full mail anyway.
 */
export const EVENT_TEXT_MAX = 500;
const cut = (text: string) =>
  text.length > EVENT_TEXT_MAX ? `${text.slice(0, EVENT_TEXT_MAX - 1)}…` : text;

/**
 * Live events for the back office (DESIGN §6): tickets for the channels a roller may hear, and
 * the domain events each roller's streams receive, carried across instances by the bus.
 */
export function createRealtimeService(deps: {
  bus: RealtimeBus;
  events: EventBus;
  secretKey: Buffer;
  clock: Clock;
}) {
  const { bus, events, clock } = deps;
  const tickets = createTicketSigner(deps.secretKey);
  let openStreams = 0;

  events.on('mail.received', (mail) => {
    for (const rollerId of mail.rollerIds) {
      const to = mail.recipients.filter((r) => r.rollerId === rollerId).map((r) => r.address);
      bus.publish({
        rollerId,
        event: 'new-email',
        data: {
          id: mail.messageId,
          to: cut([...new Set(to)].join(', ')),
          subject: cut(mail.subject),
          created_at: mail.created_at,
        },
      });
    }
  });

  events.on('order.placed', (order) =>
    bus.publish({
      rollerId: order.rollerId,
      event: 'new-order',
      data: {
        transaction_id: order.transactionId,
        account_id: order.accountId,
        game_id: order.gameId,
      },
    }),
  );

  return {
    issueTicket(roller: { id: number; code: string }, channel: string): RealtimeTicket {
      if (!mayListen(roller, channel)) throw errors.realtimeChannelForbidden(channel);
      const exp = Math.floor(clock().getTime() / 1000) + REALTIME_TICKET_TTL_SECONDS;
      return { ticket: tickets.sign({ channel, rollerId: roller.id, exp }) };
    },

    /**
     * Opens a stream for a ticket: `send` receives that roller's events until the returned
     * function is called. Resolves once events from every instance are flowing.
     */
    async open(ticket: string, send: (event: StreamEvent) => void): Promise<() => void> {
      const claims = tickets.open(ticket, clock());
      if (!claims) throw errors.realtimeTicketInvalid();
      const off = bus.subscribe((m) => {
        if (m.rollerId === claims.rollerId) send({ event: m.event, data: m.data } as StreamEvent);
      });
      openStreams++;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        openStreams--;
        off();
      };
      await bus.ready();
      return close;
    },

    /** Streams open on this instance now (for metrics). */
    openStreams: () => openStreams,

    close: () => bus.close(),
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
