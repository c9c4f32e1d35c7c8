import { clientKey } from '../../lib/client-key.ts';

/**
 * How long an SMTP client may take. Every received byte restarts the idle deadline, so a client
 * that trickles a byte every few seconds never meets it: the session deadline bounds it.
 */
export interface SmtpDeadlines {
  /** No byte from the client for this long: 421 and closed (smtp-server's socketTimeout). */
  idleMs: number;
  /**
   * A connection however busy: 421 and closed once it is this old, after any reply the client
   * is waiting for (a message being stored gets its 250 first). Long enough for a message of
   * MAIL_MAX_BYTES at about 45 KB/s; a sender cut off reconnects, as it does after any 421.
   */
  sessionMs: number;
}

export const SMTP_DEADLINES: SmtpDeadlines = { idleMs: 60_000, sessionMs: 10 * 60_000 };

interface Session {
  sender: string;
  timer: NodeJS.Timeout;
  /** Handlers of ours the client is waiting on (a recipient look-up, a message being stored). */
  busy: number;
  /** The session deadline passed while busy: it closes once the reply is out. */
  expired: boolean;
}

export interface SessionTableOptions {
  /** Connections one sender may hold at once. */
  perSender: number;
  sessionMs: number;
  /** Closes a session whose deadline passed (421); the server owns the connection. */
  expire: (sessionId: string) => void;
}

/** The open SMTP sessions: how many each sender holds, and each one's deadline. */
export function createSessionTable({ perSender, sessionMs, expire }: SessionTableOptions) {
  const bySender = new Map<string, number>();
  const sessions = new Map<string, Session>();

  const lapse = (id: string) => {
    const s = sessions.get(id);
    if (!s) return;
    if (s.busy > 0) s.expired = true;
    else expire(id);
  };

  return {
    /** Counts a new connection in and starts its deadline; false when its sender is at the cap. */
    open(id: string, address: string): boolean {
      const sender = clientKey(address);
      const held = bySender.get(sender) ?? 0;
      if (held >= perSender) return false;
      bySender.set(sender, held + 1);
      const timer = setTimeout(() => lapse(id), sessionMs);
      timer.unref();
      sessions.set(id, { sender, timer, busy: 0, expired: false });
      return true;
    },

    /**
     * The client now waits on us; the returned function says the reply is out. A deadline that
     * passed meanwhile closes the session then, never between a stored message and its 250.
     */
    busy(id: string): () => void {
      const s = sessions.get(id);
      if (!s) return () => {};
      s.busy++;
      return () => {
        s.busy--;
        if (s.busy === 0 && s.expired) setImmediate(() => lapse(id));
      };
    },

    /** The connection is gone (whether it was counted in or refused). */
    close(id: string): void {
      const s = sessions.get(id);
      if (!s) return;
      sessions.delete(id);
      clearTimeout(s.timer);
      const left = (bySender.get(s.sender) ?? 1) - 1;
      if (left > 0) bySender.set(s.sender, left);
      else bySender.delete(s.sender);
    },
  };
}
