/** Events the mail module emits (merged into the bus's DomainEvents). */

/** Why the MX refused a recipient, a message or a connection. */
export type SmtpRejection =
  | 'unknown_recipient'
  | 'too_many_recipients'
  | 'too_large'
  | 'rate_limited'
  | 'storage_failure'
  | 'session_expired';

declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** The MX answered 250 to a message, or refused something (counted for /metrics). */
    'smtp.accepted': Record<string, never>;
    'smtp.rejected': { reason: SmtpRejection };
    /** A received mail was committed for these rollers' inboxes (realtime pushes new-email). */
    'mail.received': {
      messageId: number;
      rollerIds: number[];
      addresses: string[];
      /** Each roller's own addresses of this message (what its inbox shows as `to`). */
      recipients: { rollerId: number; address: string }[];
      /** The sub-rollers its recipients reach, as of its commit. */
      subRollers: { subRollerId: number; rollerId: number; address: string }[];
      /** The accounts its recipients are the login of (their buyers' live channel). */
      accounts: { accountId: number; address: string }[];
      subject: string;
      /** The sender as the message names it (its From header's address). */
      from: string;
      created_at: string;
    };
    /**
     * Whether the sender of a received mail is who its From header says is known and stored
     * (decision 0041): false without a signature, at once; else once its DNS answered or did not.
     */
    'mail.sender-checked': DomainEvents['mail.received'] & { senderVerified: boolean | null };
  }
}
