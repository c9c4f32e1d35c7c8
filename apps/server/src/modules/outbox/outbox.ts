/**
 * One rendered outbound mail. Links inside are absolute, built from PUBLIC_URL. A service queues
 * it in its unit of work (db/unit-of-work.ts), so it is sent if and only if the change that causes
 * it commits (DESIGN §2); the job queue delivers it with retries (mail-job.ts).
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>;
  /**
   * The From display name ("Sella via Gacha Shop" on a seller's order mail); the address is
   * always the shop's own. Unset: the address alone.
   */
  fromName?: string;
}
