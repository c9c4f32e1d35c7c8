import type {
  DisputeReason,
  DisputeResolution,
  NotifyEvent,
  SecurityAlertKind,
} from '@shop/contract';

/** The facts each kind of seller notice is rendered from, once per channel (messages.ts). */

export interface OrderFacts {
  id: number;
  status: string;
  account_id: number;
  account_code: string;
  game_id: number;
  game_name: string;
  amount: number;
  buyer_name: string;
  buyer_email: string;
  note: string;
  created_at: Date | string;
  expires_at: Date | string;
}

export interface MailFacts {
  id: number;
  from: string;
  /** The seller's own address the mail was sent to. */
  to: string;
  subject: string;
  received_at: string;
}

/** A mail to a sold account under warranty, recognised as a security event (warranty-watch). */
export interface AlertFacts {
  transaction_id: number;
  account_code: string;
  kind: SecurityAlertKind;
  subject: string;
  from: string;
  received_at: Date | string;
  /** Raised although its sender could not be checked: its domain's DNS did not answer. */
  unverified: boolean;
}

/** One step of a dispute (disputes module). */
export interface DisputeFacts {
  id: number;
  step: 'opened' | 'message' | 'escalated' | 'resolved';
  account_code: string;
  game_name: string;
  amount: number;
  buyer_name: string;
  reason: DisputeReason;
  resolution: DisputeResolution | null;
  /** The message written, the escalation's cause or the resolution's note. */
  text: string | null;
}

export type OrderEvent = Exclude<NotifyEvent, 'mail_received' | 'security_alert' | 'dispute'>;

export type SellerNotice =
  | { event: OrderEvent; order: OrderFacts }
  | { event: 'mail_received'; mail: MailFacts }
  | { event: 'security_alert'; alert: AlertFacts }
  | { event: 'dispute'; dispute: DisputeFacts };
