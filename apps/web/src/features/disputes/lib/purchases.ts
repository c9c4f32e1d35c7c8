import type { BuyerAccount, BuyerEmail, Dispute } from '@shop/contract';
import type { SecurityAlertKind } from '@shop/contract/values';

/** A bought account as an older server may send it: without its order or warranty. */
type Purchase = Omit<BuyerAccount, 'transaction_id' | 'warranty_until'> &
  Partial<Pick<BuyerAccount, 'transaction_id' | 'warranty_until'>>;

/** The security event the shop recognised in a mail, when the server says so. */
export function alertOf(mail: BuyerEmail): SecurityAlertKind | null {
  return (
    (mail as BuyerEmail & { security_alert?: SecurityAlertKind | null }).security_alert ?? null
  );
}

export type DisputablePurchase = {
  transactionId: number;
  account: BuyerAccount;
  warrantyUntil: string;
};

/**
 * What a dispute may be opened about: purchases whose warranty runs after `now` (one without
 * a warranty, or an order the server does not name, has none) and that have no unresolved
 * dispute, which is written in instead. `busy` counts those left out for that reason.
 */
export function disputablePurchases(
  accounts: readonly BuyerAccount[],
  disputes: readonly Dispute[],
  now: number,
): { purchases: DisputablePurchase[]; busy: number } {
  const open = new Set(
    disputes.filter((d) => d.status !== 'resolved').map((d) => d.transaction_id),
  );
  const purchases: DisputablePurchase[] = [];
  let busy = 0;
  for (const account of accounts) {
    const { transaction_id: transactionId, warranty_until: until } = account as Purchase;
    if (transactionId === undefined || !until || new Date(until).getTime() <= now) continue;
    if (open.has(transactionId)) busy += 1;
    else purchases.push({ transactionId, account, warrantyUntil: until });
  }
  return { purchases, busy };
}

/** The account's mail as evidence is offered: security alerts first, each part newest first. */
export function evidenceOrder(emails: readonly BuyerEmail[]): BuyerEmail[] {
  const time = (mail: BuyerEmail) => new Date(mail.email_created_at).getTime();
  return [...emails].sort(
    (a, b) => Number(alertOf(b) !== null) - Number(alertOf(a) !== null) || time(b) - time(a),
  );
}
