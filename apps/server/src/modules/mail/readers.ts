/**
 * Who reads the mailbox, and how much of it (DESIGN §5 "Readers of one mailbox"). One value per
 * reader; the mailbox repo turns it into the WHERE clause of every list, mail, file and read
 * state query, so each reader's scope is written once.
 */
export type MailboxReader = RollerReader | SubRollerReader | BuyerReader;

/** A seller: every mail that reached one of their addresses, with their own read state. */
export interface RollerReader {
  kind: 'roller';
  rollerId: number;
}

/**
 * A sub-roller's link: mail of `{roller}.{sub}@` and `{roller}.{sub}.*@` received since the code
 * was (re)created, with its own read state: a code handed to a new helper never shows the
 * previous holder's mail.
 */
export interface SubRollerReader {
  kind: 'sub-roller';
  subRollerId: number;
  rollerId: number;
  rollerCode: string;
  subCode: string;
  since: Date;
}

/** A buyer's token: mail of each delivered account since its purchase, nothing else. */
export interface BuyerReader {
  kind: 'buyer';
  accounts: { accountId: number; since: Date }[];
}

export const rollerReader = (rollerId: number): RollerReader => ({ kind: 'roller', rollerId });

export const subRollerReader = (sub: {
  id: number;
  roller_id: number;
  roller_code: string;
  sub_code: string;
  created_at: Date;
}): SubRollerReader => ({
  kind: 'sub-roller',
  subRollerId: sub.id,
  rollerId: sub.roller_id,
  rollerCode: sub.roller_code,
  subCode: sub.sub_code,
  since: sub.created_at,
});

export const buyerReader = (accounts: { accountId: number; since: Date }[]): BuyerReader => ({
  kind: 'buyer',
  accounts,
});

/**
 * The sub-roller an address names (DESIGN §5): the first two dot-separated parts of its local
 * part, `alice.moon` of `alice.moon.x@…`. The local part ends at the first `@`, as the LIKE
 * patterns below read it, so a message is pushed live to the same sub-roller whose list shows it.
 */
export function subRollerNamedBy(address: string): { rollerCode: string; subCode: string } | null {
  const at = address.indexOf('@');
  const [rollerCode, subCode] = address.slice(0, at < 0 ? address.length : at).split('.');
  return rollerCode && subCode ? { rollerCode, subCode } : null;
}

/**
 * The same rule as prefixes of `mail_recipients.address` (its `text_pattern_ops` index serves
 * them). Codes are `[a-z0-9]`, so the patterns hold no wildcard of their own; `r.sub1.%` does
 * not reach `r.sub10.x`.
 */
export function subRollerAddressPatterns(rollerCode: string, subCode: string): [string, string] {
  const local = `${rollerCode}.${subCode}`;
  return [`${local}@%`, `${local}.%@%`];
}
