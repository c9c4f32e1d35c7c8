import { Type } from 'typebox';
import { SECURITY_ALERT_KINDS } from './values.ts';

/** A channel name: `private-{roller code}` (DESIGN §6). */
const CHANNEL_MAX = 100;
/** A ticket lasts this long: long enough to open the stream, too short to be worth stealing. */
export const REALTIME_TICKET_TTL_SECONDS = 60;
/** The stream writes a comment line this often, so proxies and browsers keep it open. */
export const REALTIME_HEARTBEAT_SECONDS = 20;

/** POST /api/realtime/auth: the channel the caller wants to listen on. */
export const RealtimeAuthBody = Type.Object(
  { channel: Type.String({ minLength: 1, maxLength: CHANNEL_MAX }) },
  { additionalProperties: false },
);
export type RealtimeAuthBody = Type.Static<typeof RealtimeAuthBody>;

/** A signed ticket for one channel; it opens GET /api/realtime?ticket= within 60 s. */
export const RealtimeTicket = Type.Object({ ticket: Type.String() });
export type RealtimeTicket = Type.Static<typeof RealtimeTicket>;

/** A buyer's ticket names their delivered accounts: it may be longer than a roller's. */
export const REALTIME_TICKET_MAX = 6000;

export const RealtimeStreamQuery = Type.Object(
  { ticket: Type.String({ minLength: 1, maxLength: REALTIME_TICKET_MAX }) },
  { additionalProperties: false },
);
export type RealtimeStreamQuery = Type.Static<typeof RealtimeStreamQuery>;

/**
 * The `event:` names the stream carries. `revoked`: the sub-roller of this stream was removed,
 * or the seller of this stream (or of its sub-roller) was disabled; the stream ends after it,
 * and its credentials open nothing any more.
 */
export const REALTIME_EVENTS = [
  'ready',
  'new-email',
  'new-order',
  'revoked',
  'security-alert',
  'dispute-changed',
] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** `new-email`: a mail was received for this channel's roller. */
export const NewEmailEvent = Type.Object({
  id: Type.Integer(),
  /** The roller's own addresses the mail was delivered to, comma-separated (as in the inbox). */
  to: Type.String(),
  subject: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type NewEmailEvent = Type.Static<typeof NewEmailEvent>;

/**
 * `security-alert` (buyer's channel): a mail to one of the buyer's accounts under warranty was
 * recognised as an account-security event; the buyer's page shows its banner.
 */
export const SecurityAlertEvent = Type.Object({
  email_id: Type.Integer(),
  kind: Type.Enum(SECURITY_ALERT_KINDS),
});
export type SecurityAlertEvent = Type.Static<typeof SecurityAlertEvent>;

/** `new-order`: a buyer ordered one of this channel's roller's accounts. */
export const NewOrderEvent = Type.Object({
  transaction_id: Type.Integer(),
  account_id: Type.Integer(),
  game_id: Type.Integer(),
});
export type NewOrderEvent = Type.Static<typeof NewOrderEvent>;

/**
 * `dispute-changed`: a dispute was opened, written to, escalated or resolved. Sent to its
 * seller's channel, the shop owner's, and the buyer channels that hold its account; whoever
 * shows it fetches it again.
 */
export const DisputeChangedEvent = Type.Object({ dispute_id: Type.Integer() });
export type DisputeChangedEvent = Type.Static<typeof DisputeChangedEvent>;
