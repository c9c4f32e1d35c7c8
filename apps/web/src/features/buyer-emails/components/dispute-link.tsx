import { ButtonLink, type ButtonLinkProps } from '@/components/ui/button';

/**
 * Where a buyer opens a dispute about this purchase (the dispute page takes the same token),
 * with one of its mails (`citing`) ticked as evidence: the security alert it was opened from.
 */
export const disputeLink = (token: string, transactionId: number, citing?: number) =>
  `/buyer-disputes?${new URLSearchParams({
    token,
    transaction: String(transactionId),
    ...(citing === undefined ? {} : { mail: String(citing) }),
  })}`;

/** The buyer's disputes, every one (the dispute page takes the same token). */
export const disputesLink = (token: string) => `/buyer-disputes?${new URLSearchParams({ token })}`;

/** Where a buyer reads the dispute they have open: their disputes, that one in focus. */
export const seeDisputeLink = (token: string, disputeId: number) =>
  `/buyer-disputes?${new URLSearchParams({ token, dispute: String(disputeId) })}`;

/**
 * The way from a purchase to its dispute: "See your dispute" while one is open (a purchase
 * takes one at a time), else "Open a dispute".
 */
export function DisputeLink({
  token,
  transactionId,
  openDispute,
  citing,
  ...props
}: Omit<ButtonLinkProps, 'to' | 'children'> & {
  token: string;
  transactionId: number;
  /** The purchase's unresolved dispute, if it has one. */
  openDispute: number | null;
  /** A mail to cite in a new dispute from the start. */
  citing?: number;
}) {
  return openDispute !== null ? (
    <ButtonLink to={seeDisputeLink(token, openDispute)} {...props}>
      See your dispute
    </ButtonLink>
  ) : (
    <ButtonLink to={disputeLink(token, transactionId, citing)} {...props}>
      Open a dispute
    </ButtonLink>
  );
}
