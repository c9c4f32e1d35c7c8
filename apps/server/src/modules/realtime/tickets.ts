import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { derivedToken } from '../../lib/tokens.ts';

/** What a ticket lets its holder do: listen on one channel, as this roller, until `exp`. */
export interface TicketClaims {
  /** Random: a ticket opens one stream, its id written down when it does (single use). */
  id: string;
  /** Whose streams these are, for the per-listener cap: `r:1`, `s:4`, `b:<hash of email>`. */
  who: string;
  channel: string;
  rollerId: number;
  /** Set on a sub-roller's channel: the stream hears that sub-roller's mail only. */
  subRollerId: number | null;
  /** The buyer's channel: the delivered accounts whose mail it hears. */
  accountIds?: number[];
  /** The buyer's channel: when the access token expires (seconds), and the stream with it. */
  until?: number;
  /** Seconds since the epoch. */
  exp: number;
}

/**
 * Stateless tickets: `base64url(claims).hmac`. Any instance holding SECRET_KEY can check one,
 * so the stream may land on another instance than the one that signed it.
 */
export function createTicketSigner(secretKey: Buffer) {
  // A key of its own: a ticket can never be replayed as another derived token.
  const key = Buffer.from(derivedToken(secretKey, 'realtime-ticket-key', 1), 'base64url');
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    sign(claims: Omit<TicketClaims, 'id'>): string {
      const withId: TicketClaims = { id: randomBytes(16).toString('base64url'), ...claims };
      const body = Buffer.from(JSON.stringify(withId)).toString('base64url');
      return `${body}.${mac(body)}`;
    },

    /** The claims of a well-signed ticket still valid at `now`, else null. */
    open(ticket: string, now: Date): TicketClaims | null {
      const [body, sig, extra] = ticket.split('.');
      if (!body || !sig || extra !== undefined) return null;
      const expected = Buffer.from(mac(body));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let claims: TicketClaims | null;
      try {
        claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as TicketClaims | null;
      } catch {
        return null;
      }
      // A well-signed body is still read with care: `null` has no `exp` to read.
      if (typeof claims !== 'object' || claims === null) return null;
      if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now.getTime()) return null;
      if (typeof claims.id !== 'string' || typeof claims.who !== 'string') return null;
      return claims;
    },
  };
}
