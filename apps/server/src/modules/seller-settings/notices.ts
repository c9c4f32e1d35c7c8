import type { Transaction } from 'kysely';
import { DEFAULT_NOTIFY, type NotifyEvent } from '@shop/contract';
import type { Database } from '../../db/index.ts';
import type { EventBus } from '../../lib/events.ts';
import { enqueueMail } from '../outbox/outbox.ts';
import {
  discordPayload,
  orderNoticeMail,
  pushPayload,
  WEBHOOK_EVENTS_OF,
  webhookData,
  type SellerNotice,
} from './messages.ts';
import { settingsQueriesIn, type NewDelivery } from './repo.ts';

/** The inbox address buyers' replies to order mail go to (the MX takes it for the seller). */
export const orderReplyTo = (code: string, mailDomain: string) => `${code}.orders@${mailDomain}`;

/** Which events a seller wants, their saved switches over the defaults. */
export function notifySwitches(saved: unknown): Record<NotifyEvent, boolean> {
  const given = saved && typeof saved === 'object' ? (saved as Record<string, unknown>) : {};
  return Object.fromEntries(
    Object.entries(DEFAULT_NOTIFY).map(([event, fallback]) => [
      event,
      typeof given[event] === 'boolean' ? given[event] : fallback,
    ]),
  ) as Record<NotifyEvent, boolean>;
}

export interface QueuedNotice {
  /** A mail went into the outbox. */
  mail: boolean;
  /** Rows went into the queue of the channels beyond e-mail. */
  deliveries: number;
}

/** What several queued notices came to, for one wake-up after their commit. */
export const addQueued = (a: QueuedNotice, b: QueuedNotice): QueuedNotice => ({
  mail: a.mail || b.mail,
  deliveries: a.deliveries + b.deliveries,
});

/** After the commit: the senders of what was queued run now instead of at their next poll. */
export function wakeSenders(events: EventBus, queued: QueuedNotice): void {
  if (queued.deliveries > 0) events.emit('notice.queued', {});
  if (queued.mail) events.emit('mail.queued', {});
}

/** The webhook's JSON body; the delivery id and the signature travel in headers. */
export function webhookBody(event: string, data: unknown, at = new Date()) {
  return { event, created_at: at.toISOString(), data };
}

/**
 * Queues what a seller is told of an event, on every channel they turned on, in the caller's
 * transaction: the order that causes it and the news of it commit together, or neither does.
 * The outbox sends the mail; the delivery worker sends the rest, with retries.
 */
export function createSellerNotices({ publicUrl }: { publicUrl: string }) {
  function deliveriesFor(
    rollerId: number,
    notice: SellerNotice,
    channels: { pushDevices: number[]; discord: boolean; webhook: boolean },
  ): NewDelivery[] {
    const rows: NewDelivery[] = [];
    // Every channel's row is named as the webhook names the event (`order.created`), so the
    // settings page lists one vocabulary; a payment is `order.paid` outside the webhook.
    const [event] = WEBHOOK_EVENTS_OF[notice.event] as [string];
    for (const deviceId of channels.pushDevices)
      rows.push({
        rollerId,
        channel: 'push',
        event,
        pushDeviceId: deviceId,
        payload: pushPayload(notice),
      });
    if (channels.discord)
      rows.push({
        rollerId,
        channel: 'discord',
        event,
        payload: discordPayload(notice, publicUrl),
      });
    if (channels.webhook)
      for (const name of WEBHOOK_EVENTS_OF[notice.event])
        rows.push({
          rollerId,
          channel: 'webhook',
          event: name,
          payload: webhookBody(name, webhookData(notice, publicUrl)),
        });
    return rows;
  }

  return {
    async queue(
      trx: Transaction<Database>,
      rollerId: number,
      notice: SellerNotice,
    ): Promise<QueuedNotice> {
      const q = settingsQueriesIn(trx);
      const seller = await q.byId(rollerId);
      if (!notifySwitches(seller.notify)[notice.event]) return { mail: false, deliveries: 0 };
      let mail = false;
      // Mail news stays in the inbox: a mail about every mail would double the seller's mail.
      if (seller.email && notice.event !== 'mail_received') {
        await enqueueMail(trx, orderNoticeMail(notice, seller.email, publicUrl));
        mail = true;
      }
      const devices = await q.pushDevices(rollerId);
      const rows = deliveriesFor(rollerId, notice, {
        pushDevices: devices.map((d) => d.id),
        discord: seller.discord_webhook_url !== null,
        webhook: seller.webhook_url !== null,
      });
      await q.insertDeliveries(rows);
      return { mail, deliveries: rows.length };
    },

    /** Mail news for sellers who asked for it, after the mail itself committed (see service). */
    deliveriesFor,
  };
}

export type SellerNotices = ReturnType<typeof createSellerNotices>;
