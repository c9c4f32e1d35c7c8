import type { DomainEvents, EventBus } from '../../lib/events.ts';
import type { UnitsOfWork } from '../../db/unit-of-work.ts';
import { sellerDeliveryJob, type NewDelivery } from './deliveries-repo.ts';
import type { SellerNotices } from './notices.ts';
import type { SellerSettingsRepo } from './repo.ts';

type Received = DomainEvents['mail.received'];

/** Received mail is gathered this long, so a burst costs one query, not one per message. */
const GATHER_MS = 50;

/**
 * Tells sellers who asked for it (`notify.mail_received`) of new mail on their push devices,
 * Discord and webhook. Unlike order news it is queued after the mail's commit, in batches: the
 * MX's group commit is the shop's hottest path and must not read settings per message. A crash
 * in the moment between would lose a notification, never the mail, which sits in the inbox.
 */
export function watchReceivedMail(deps: {
  events: EventBus;
  repo: SellerSettingsRepo;
  notices: SellerNotices;
  unitOfWork: UnitsOfWork;
  onError: (err: unknown) => void;
}): () => Promise<void> {
  let gathered: Received[] = [];
  let timer: NodeJS.Timeout | null = null;

  async function flush(batch: Received[]) {
    const watchers = await deps.repo.mailWatchers([...new Set(batch.flatMap((m) => m.rollerIds))]);
    if (watchers.length === 0) return;
    const rows: NewDelivery[] = [];
    for (const seller of watchers) {
      const devices = (await deps.repo.pushDevices(seller.id)).map((d) => d.id);
      for (const mail of batch) {
        const to = mail.recipients.find((r) => r.rollerId === seller.id)?.address;
        if (!to) continue;
        rows.push(
          ...deps.notices.deliveriesFor(
            seller.id,
            {
              event: 'mail_received',
              mail: {
                id: mail.messageId,
                from: mail.from,
                to,
                subject: mail.subject,
                received_at: mail.created_at,
              },
            },
            {
              pushDevices: devices,
              discord: seller.discord_webhook_url !== null,
              webhook: seller.webhook_url !== null,
            },
          ),
        );
      }
    }
    // Queued as jobs of the one queue, which wakes their runner after the commit.
    await deps.unitOfWork({}).run(({ jobs }) => jobs.enqueue(sellerDeliveryJob, rows));
  }

  const off = deps.events.on('mail.received', (mail) => {
    gathered.push(mail);
    timer ??= setTimeout(() => {
      const batch = gathered;
      gathered = [];
      timer = null;
      flush(batch).catch(deps.onError);
    }, GATHER_MS);
  });
  /** Stops listening; what was gathered is still queued (before the database closes). */
  return async () => {
    off();
    if (!timer) return;
    clearTimeout(timer);
    timer = null;
    await flush(gathered).catch(deps.onError);
  };
}
