import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents, EventBus } from '../../lib/events.ts';
import type { Mailbox } from '../mail/mailbox.ts';
import { buyerReader } from '../mail/readers.ts';
import { securityAlertOf } from '../mail/security-alerts/index.ts';
import type { Part, UnitsOfWork } from '../../db/unit-of-work.ts';
import type { BuyerLinks } from '../buyer-access/links.ts';
import type { SellerNotices } from '../seller-settings/notices.ts';
import { alertMail } from './mails.ts';
import type { WarrantyWatchRepo } from './repo.ts';

type ReceivedMail = DomainEvents['mail.received'];

/**
 * The shop watches a sold account's mail during its warranty (DESIGN §5): each mail that reaches
 * a delivered account under warranty, received after its purchase, is read by the security
 * classifier; a password reset, an e-mail or phone change, a new-device sign-in, a recovery or
 * two-step verification turned off is recorded against the purchase (so the buyer's page shows
 * it and a dispute can cite it); its buyer is mailed, its seller and the owner are told on their
 * notification channels. Runs after the mail's
 * commit, off the SMTP path: the MX answers 250 before anything here reads it.
 */
export function createWarrantyWatch(deps: {
  repo: WarrantyWatchRepo;
  /** The mailbox, read as the watched purchases' buyers read it. */
  mailbox: Pick<Mailbox, 'find'>;
  unitOfWork: UnitsOfWork;
  /** The alert mail's link to the dispute form, minted in the alert's transaction. */
  buyerLinks: Part<BuyerLinks>;
  /** The seller's and the owner's notification channels (settings). */
  notices: Pick<SellerNotices, 'within'>;
  events: EventBus;
  clock: Clock;
}) {
  const { repo, mailbox, events, clock } = deps;
  const unitOfWork = deps.unitOfWork({
    watch: repo.within,
    notices: deps.notices.within,
    links: deps.buyerLinks,
  });

  /** Reads one received mail; answers how many purchases it raised an alert for. */
  async function check(received: ReceivedMail): Promise<number> {
    if (received.accounts.length === 0) return 0;
    const accountIds = [...new Set(received.accounts.map((a) => a.accountId))];
    const purchases = await repo.underWarranty(accountIds, clock());
    if (purchases.length === 0) return 0;
    // Read as these purchases' buyers read it: mail from before a purchase belongs to the
    // seller's time with the account, and is none of the watch's business.
    const since = purchases.map((p) => ({ accountId: p.account_id, since: p.created_at }));
    const mail = await mailbox.find(buyerReader(since), received.messageId);
    if (!mail) return 0;
    const receivedAt = new Date(mail.created_at);
    const watched = purchases.filter((p) => receivedAt >= p.created_at);
    // One rule (decision 0041): a known sender whose signature verifies, or could not be
    // checked (then marked unverified); never a forged or unsigned one, never an unknown one.
    const found = securityAlertOf({
      from: mail.from,
      subject: mail.subject,
      text: mail.text,
      senderVerified: mail.sender_verified,
    });
    if (!found) return 0;
    const { kind, unverified } = found;
    const owner = await repo.ownerId();
    const raised = await unitOfWork.run(async ({ watch, notices, outbox, links }) => {
      const recorded = [];
      for (const p of watched) {
        if (!(await watch.record(received.messageId, p.id, kind, clock(), unverified))) continue;
        recorded.push(p);
        const facts = {
          kind,
          accountCode: p.account_code,
          subject: mail.subject,
          from: mail.from,
          receivedAt,
          unverified,
        };
        // Its link opens the dispute form of this purchase, this mail already cited.
        const link = await links.link(p.buyer_email, {
          page: 'new-dispute',
          transactionId: p.id,
          mailId: received.messageId,
        });
        await outbox.queue(alertMail(facts, p.buyer_email, link));
        const alert = {
          transaction_id: p.id,
          account_code: p.account_code,
          kind,
          subject: mail.subject,
          from: mail.from,
          received_at: receivedAt,
          unverified,
        };
        for (const rollerId of new Set([p.roller_id, ...(owner === null ? [] : [owner])]))
          await notices.queue(rollerId, { event: 'security_alert', alert });
      }
      return recorded;
    });
    for (const p of raised)
      events.emit('security.alert', {
        messageId: received.messageId,
        accountId: p.account_id,
        transactionId: p.id,
        rollerId: p.roller_id,
        kind,
      });
    return raised.length;
  }

  return {
    check,
    /**
     * Reads every mail received from now on, once its sender check is done (an alert waits for
     * the verdict); answers the function that stops it.
     */
    start(): () => void {
      return events.on('mail.sender-checked', (received) => {
        check(received).catch((err) =>
          events.emit('service.fault', { source: 'warranty-watch', err }),
        );
      });
    },
  };
}

export type WarrantyWatch = ReturnType<typeof createWarrantyWatch>;
