import {
  BUYER_CHANNEL,
  REALTIME_TICKET_TTL_SECONDS,
  type DisputeChangedEvent,
  type NewEmailEvent,
  type NewOrderEvent,
  type SecurityAlertEvent,
  type RealtimeEventName,
  type RealtimeTicket,
} from '@shop/contract';
import { createHash } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { errors } from '../../lib/errors.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import type { Listener } from '../auth/plugin.ts';
import type { RealtimeBus, RealtimeMessage } from './bus.ts';
import { parseChannel } from './channels.ts';
import { createTicketSigner, type TicketClaims } from './tickets.ts';

/** What a stream writes: the contract's events (`ready` is written by the route itself). */
export interface StreamEvent {
  event: Exclude<RealtimeEventName, 'ready'>;
  data:
    | NewEmailEvent
    | NewOrderEvent
    | SecurityAlertEvent
    | DisputeChangedEvent
    | Record<string, never>;
}

/** What the realtime service needs to know of buyers (buyer access answers; 401 if invalid). */
export interface BuyerDirectory {
  /** `buyer` names the buyer (their e-mail): their streams count together against the cap. */
  listenerOf(token: string): Promise<{ accountIds: number[]; until: Date; buyer: string }>;
}

/** The tickets that opened a stream, shared by every instance (repo.ts). */
export interface TicketUses {
  /** Writes the ticket down as used; false when it was used before. */
  use(ticketId: string, expiresAt: Date, now: Date): Promise<boolean>;
}

/**
 * Streams one listener (a seller, a sub-roller link, a buyer) may hold open on an instance: a
 * seller's tabs each hold one or two. Past it, and past the per-address cap (a household or an
 * office behind one address), a stream is refused with 429 until one closes, so nobody can take
 * the instance's file descriptors from sign-in and the MX.
 */
export const MAX_STREAMS_PER_LISTENER = 16;
export const MAX_STREAMS_PER_ADDRESS = 64;
/** How long a refused stream is asked to wait before it tries again. */
const STREAM_RETRY_AFTER_SECONDS = 30;

/** What the realtime service needs to know of rollers (a read of the rollers table). */
export interface RollerDirectory {
  /** The shop owner's roller id, or null while the shop has none. */
  ownerId(): Promise<number | null>;
  /** Whether the roller is disabled (a roller that does not exist is not). */
  isDisabled(rollerId: number): Promise<boolean>;
}

/** A buyer's ticket carries their accounts; past this many, the newest are heard. */
const BUYER_ACCOUNTS_MAX = 500;

type DisputeChanged = DomainEvents['dispute.changed'];

/** What an account's message is called on its buyer's stream. */
const BUYER_EVENTS = {
  'account-mail': 'new-email',
  'account-security-alert': 'security-alert',
  'account-dispute-changed': 'dispute-changed',
} as const;

/**
 * The event a message makes on a stream of these claims, or null when it is not for it: a
 * buyer's stream hears its accounts' mail and disputes only; a roller's and a sub-roller's,
 * their own; a disabled roller's `revoked` reaches every stream of that roller.
 */
function streamEventOf(
  claims: TicketClaims,
  accounts: ReadonlySet<number>,
  m: RealtimeMessage,
): StreamEvent | null {
  if ('accountId' in m) {
    if (m.event === 'account-revoked' || !accounts.has(m.accountId)) return null;
    return { event: BUYER_EVENTS[m.event], data: m.data } as StreamEvent;
  }
  if (claims.channel === BUYER_CHANNEL) return null;
  if (m.event === 'roller-revoked')
    return m.rollerId === claims.rollerId ? { event: 'revoked', data: {} } : null;
  const target = 'subRollerId' in m ? (m.subRollerId ?? null) : null;
  if (m.rollerId !== claims.rollerId || target !== (claims.subRollerId ?? null)) return null;
  return { event: m.event, data: m.data };
}

/** What the realtime service needs to know of sub-rollers (their service answers). */
export interface SubRollerDirectory {
  /** The roller's sub-roller of that code, or null. */
  idOf(rollerId: number, subCode: string): Promise<number | null>;
  /** Whether a stream of the sub-roller may open: it exists, and its seller is enabled. */
  exists(subRollerId: number): Promise<boolean>;
}

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
  subRollers: SubRollerDirectory;
  buyers: BuyerDirectory;
  rollers: RollerDirectory;
  ticketUses: TicketUses;
}) {
  const { bus, events, clock, subRollers, buyers, rollers, ticketUses } = deps;
  const tickets = createTicketSigner(deps.secretKey);
  let openStreams = 0;
  const perListener = new Map<string, number>();
  const perAddress = new Map<string, number>();
  // Tickets this instance saw used, so a flood of one ticket is refused without the database.
  const usedHere = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string, by: 1 | -1) => {
    const n = (counts.get(key) ?? 0) + by;
    if (n > 0) counts.set(key, n);
    else counts.delete(key);
  };

  /** Takes a stream's place for its listener and address, or refuses with 429. */
  function reserve(who: string, address: string): () => void {
    if (
      (perListener.get(who) ?? 0) >= MAX_STREAMS_PER_LISTENER ||
      (perAddress.get(address) ?? 0) >= MAX_STREAMS_PER_ADDRESS
    )
      throw errors.rateLimited(STREAM_RETRY_AFTER_SECONDS);
    count(perListener, who, 1);
    count(perAddress, address, 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      count(perListener, who, -1);
      count(perAddress, address, -1);
    };
  }

  /** Writes the ticket down as used, here and for every instance; false if it was. */
  async function useTicket(claims: TicketClaims): Promise<boolean> {
    const now = clock();
    for (const [id, exp] of usedHere) if (exp * 1000 <= now.getTime()) usedHere.delete(id);
    if (usedHere.has(claims.id)) return false;
    usedHere.set(claims.id, claims.exp);
    return ticketUses.use(claims.id, new Date(claims.exp * 1000), now);
  }
  const expiry = () => Math.floor(clock().getTime() / 1000) + REALTIME_TICKET_TTL_SECONDS;

  /**
   * Whether a ticket's channel still has a listener: its sub-roller kept (which its directory
   * answers false for while the seller is disabled), or its roller enabled.
   */
  async function mayListen(claims: TicketClaims): Promise<boolean> {
    if (claims.channel === BUYER_CHANNEL) return true;
    const subRollerId = claims.subRollerId ?? null;
    if (subRollerId !== null) return subRollers.exists(subRollerId);
    return !(await rollers.isDisabled(claims.rollerId));
  }

  const newEmail = (mail: DomainEvents['mail.received'], to: string[]) => ({
    id: mail.messageId,
    to: cut([...new Set(to)].join(', ')),
    subject: cut(mail.subject),
    created_at: mail.created_at,
  });

  events.on('mail.received', (mail) => {
    for (const rollerId of mail.rollerIds) {
      const to = mail.recipients.filter((r) => r.rollerId === rollerId).map((r) => r.address);
      bus.publish({ rollerId, event: 'new-email', data: newEmail(mail, to) });
    }
    const bySubRoller = new Map<number, { rollerId: number; to: string[] }>();
    for (const { subRollerId, rollerId, address } of mail.subRollers) {
      const entry = bySubRoller.get(subRollerId) ?? { rollerId, to: [] };
      entry.to.push(address);
      bySubRoller.set(subRollerId, entry);
    }
    for (const [subRollerId, { rollerId, to }] of bySubRoller)
      bus.publish({ rollerId, subRollerId, event: 'new-email', data: newEmail(mail, to) });
    // One event per account, naming its own address only: two accounts of one mail may
    // belong to two buyers.
    const byAccount = new Map<number, string[]>();
    for (const { accountId, address } of mail.accounts)
      byAccount.set(accountId, [...(byAccount.get(accountId) ?? []), address]);
    for (const [accountId, to] of byAccount)
      bus.publish({ accountId, event: 'account-mail', data: newEmail(mail, to) });
  });

  events.on('security.alert', (alert) =>
    bus.publish({
      accountId: alert.accountId,
      event: 'account-security-alert',
      data: { email_id: alert.messageId, kind: alert.kind },
    }),
  );

  events.on('purchase.refunded', ({ accountId }) =>
    bus.publish({ accountId, event: 'account-revoked', data: {} }),
  );

  events.on('subroller.removed', ({ subRollerId, rollerId }) =>
    bus.publish({ rollerId, subRollerId, event: 'revoked', data: {} }),
  );

  // The seller's sessions are gone already; their streams, and their sub-rollers', end too.
  events.on('roller.disabled', ({ rollerId }) =>
    bus.publish({ rollerId, event: 'roller-revoked', data: {} }),
  );

  /** A dispute step for its seller, its buyer and the owner, who sees every dispute. */
  async function disputeChanged({ disputeId, rollerId, accountId }: DisputeChanged) {
    const data = { dispute_id: disputeId };
    bus.publish({ rollerId, event: 'dispute-changed', data });
    bus.publish({ accountId, event: 'account-dispute-changed', data });
    const owner = await rollers.ownerId();
    if (owner !== null && owner !== rollerId)
      bus.publish({ rollerId: owner, event: 'dispute-changed', data });
  }
  events.on(
    'dispute.changed',
    (change) =>
      void disputeChanged(change).catch((err: unknown) =>
        events.emit('service.fault', { source: 'realtime disputes', err }),
      ),
  );

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
    /**
     * A ticket for a channel the caller may hear: a roller its own channel and its
     * sub-rollers' (the sub-roller screen), a sub-roller token its own channel only.
     */
    async issueTicket(who: Listener, channel: string): Promise<RealtimeTicket> {
      const owner = parseChannel(channel);
      const rollerCode = who.kind === 'roller' ? who.code : who.rollerCode;
      const rollerId = who.kind === 'roller' ? who.id : who.rollerId;
      if (!owner || owner.rollerCode !== rollerCode) throw errors.realtimeChannelForbidden(channel);
      let subRollerId: number | null = null;
      if (who.kind === 'sub-roller') {
        if (owner.sub !== who.subCode) throw errors.realtimeChannelForbidden(channel);
        subRollerId = who.id;
      } else if (owner.sub !== null) {
        subRollerId = await subRollers.idOf(who.id, owner.sub);
        if (subRollerId === null) throw errors.realtimeChannelForbidden(channel);
      }
      const listener = who.kind === 'roller' ? `r:${who.id}` : `s:${who.id}`;
      return {
        ticket: tickets.sign({ who: listener, channel, rollerId, subRollerId, exp: expiry() }),
      };
    },
    /** A ticket for the buyer's channel (DESIGN §5): from a live buyer access token only. */
    async issueBuyerTicket(token: string): Promise<RealtimeTicket> {
      const { accountIds, until, buyer } = await buyers.listenerOf(token);
      return {
        ticket: tickets.sign({
          who: `b:${createHash('sha256').update(buyer.toLowerCase()).digest('base64url').slice(0, 22)}`,
          channel: BUYER_CHANNEL,
          rollerId: 0,
          subRollerId: null,
          accountIds: accountIds.slice(-BUYER_ACCOUNTS_MAX),
          until: Math.floor(until.getTime() / 1000),
          exp: expiry(),
        }),
      };
    },

    /**
     * Opens a stream for a ticket: `send` receives the channel's events until the returned
     * function is called, or `end` is called: after `revoked` when the channel's sub-roller is
     * removed or its seller disabled, or when a buyer's access expires. A ticket signed before
     * either opens nothing. Resolves once events from every instance are flowing.
     */
    async open(
      ticket: string,
      send: (event: StreamEvent) => void,
      end: () => void = () => {},
      address = 'local',
    ): Promise<() => void> {
      const claims = tickets.open(ticket, clock());
      if (!claims) throw errors.realtimeTicketInvalid();
      const release = reserve(claims.who, address);
      try {
        if (!(await useTicket(claims))) throw errors.realtimeTicketInvalid();
      } catch (err) {
        release();
        throw err;
      }
      // A buyer's accounts as they are now: a refund takes one away while the stream is open.
      const accounts = new Set(claims.channel === BUYER_CHANNEL ? (claims.accountIds ?? []) : []);
      // Listening starts before the checks read, so a removal or a disable that commits while
      // they do still reaches this stream as `revoked`.
      const off = bus.subscribe((m) => {
        if (m.event === 'account-revoked' && accounts.delete(m.accountId) && accounts.size === 0) {
          send({ event: 'revoked', data: {} });
          end();
          return;
        }
        const event = streamEventOf(claims, accounts, m);
        if (!event) return;
        send(event);
        // The viewer hears why its stream ends, then switches to Invalid Access at once.
        if (event.event === 'revoked') end();
      });
      try {
        if (!(await mayListen(claims))) throw errors.realtimeTicketInvalid();
      } catch (err) {
        off();
        release();
        throw err;
      }
      const accessEnds =
        claims.until === undefined
          ? null
          : setTimeout(end, claims.until * 1000 - clock().getTime());
      accessEnds?.unref();
      openStreams++;
      let closed = false;
      const close = () => {
        if (closed) return;
        closed = true;
        openStreams--;
        if (accessEnds) clearTimeout(accessEnds);
        off();
        release();
      };
      await bus.ready();
      return close;
    },

    /** How events reach this instance from the others (health). */
    bus: { kind: bus.kind, listening: () => bus.listening() },

    /** Streams open on this instance now (for metrics). */
    openStreams: () => openStreams,

    close: () => bus.close(),
  };
}

export type RealtimeService = ReturnType<typeof createRealtimeService>;
