import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../lib/clock.ts';
import { utcTime } from '../../lib/utc-time.ts';
import type { Part } from '../../db/unit-of-work.ts';
import type { BuyerAccessRepo } from './repo.ts';

/** A buyer access link lives 24 hours (SPEC §9). */
export const BUYER_ACCESS_TTL_MS = 24 * 60 * 60 * 1000;

/** Tokens are stored as their SHA-256: the table alone opens nobody's mail. */
export const hashOf = (token: string) => createHash('sha256').update(token).digest();

/**
 * What a buyer link opens: the buyer's page (their accounts' mail), one of their disputes, or the
 * form of a new dispute about a purchase with one of its mails already cited. The pages read the
 * same query parameters when a buyer clicks their way there.
 */
export type BuyerLinkTarget =
  | { page: 'emails' }
  | { page: 'dispute'; disputeId: number }
  | { page: 'new-dispute'; transactionId: number; mailId: number };

export interface BuyerLink {
  url: string;
  /** When the token in `url` stops working; the mail says so. */
  expiresAt: Date;
}

/** What every mail with a buyer link says of it: it opens at once, for a day. */
export const linkLifetime = (link: BuyerLink) =>
  `This mail’s link works until ${utcTime(link.expiresAt)}, with nothing to sign in to. After that, ask for a new one on the buyer e-mail page with the e-mail address you bought with.`;

export interface BuyerLinks {
  /**
   * A fresh access token for `email`, stored (hashed) in the unit of work that queues the mail
   * carrying it: the mail is never sent with a token that did not commit, and no token outlives
   * a mail that was rolled back.
   */
  link(email: string, target?: BuyerLinkTarget): Promise<BuyerLink>;
}

function pathOf(target: BuyerLinkTarget, token: string): string {
  switch (target.page) {
    case 'emails':
      return `/buyer-emails?${new URLSearchParams({ token })}`;
    case 'dispute':
      return `/buyer-disputes?${new URLSearchParams({ token, dispute: String(target.disputeId) })}`;
    case 'new-dispute':
      return `/buyer-disputes?${new URLSearchParams({
        token,
        transaction: String(target.transactionId),
        mail: String(target.mailId),
      })}`;
  }
}

/**
 * The one way a link to a buyer's pages is made (the access mail, delivery, security alerts,
 * dispute steps): a part of a unit of work, so each mail that carries a link commits its token.
 */
export function buyerLinks(deps: {
  repo: Pick<BuyerAccessRepo, 'within'>;
  clock: Clock;
  publicUrl: string;
}): Part<BuyerLinks> {
  return (scope) => {
    const links = deps.repo.within(scope);
    return {
      async link(email, target = { page: 'emails' }) {
        const token = randomBytes(32).toString('base64url');
        const createdAt = deps.clock();
        const expiresAt = new Date(createdAt.getTime() + BUYER_ACCESS_TTL_MS);
        // Tokens are looked up by the address as orders compare it: trimmed, in lower case.
        await links.insertLink(email.trim().toLowerCase(), hashOf(token), createdAt, expiresAt);
        return { url: `${deps.publicUrl}${pathOf(target, token)}`, expiresAt };
      },
    };
  };
}
