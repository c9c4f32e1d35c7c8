import { DEFAULT_NOTIFY, type NotifyEvent } from '@shop/contract';
import type { Clock } from '../../lib/clock.ts';
import type { TransactionScope } from '../../db/unit-of-work.ts';
import {
  discordPayload,
  noticeMail,
  pushPayload,
  webhookData,
  webhookEventsOf,
  type SellerNotice,
} from './messages.ts';
import { sellerDeliveryJob, type NewDelivery } from './deliveries-repo.ts';
import type { SellerSettingsRepo } from './repo.ts';

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

/** The webhook's JSON body; the delivery id and the signature travel in headers. */
export function webhookBody(event: string, data: unknown, at: Date) {
  return { event, created_at: at.toISOString(), data };
}

/**
 * Queues what a seller is told of an event, on every channel they turned on, in the caller's
 * unit of work: the order that causes it and the news of it commit together, or neither does.
 * The outbox sends the mail; the delivery worker sends the rest, with retries.
 */
export function createSellerNotices(deps: {
  repo: Pick<SellerSettingsRepo, 'within'>;
  publicUrl: string;
  /** The shop's clock: the news, its queue row and its payloads carry one time. */
  clock: Clock;
}) {
  const { publicUrl } = deps;

  function deliveriesFor(
    rollerId: number,
    notice: SellerNotice,
    channels: { pushDevices: number[]; discord: boolean; webhook: boolean },
  ): NewDelivery[] {
    const rows: NewDelivery[] = [];
    const at = deps.clock();
    // Every channel's row is named as the webhook names the event (`order.created`), so the
    // settings page lists one vocabulary; a payment is `order.paid` outside the webhook.
    const names = webhookEventsOf(notice);
    const event = names[0]!;
    for (const deviceId of channels.pushDevices)
      rows.push({
        rollerId,
        channel: 'push',
        event,
        pushDeviceId: deviceId,
        payload: pushPayload(notice),
        at,
      });
    if (channels.discord)
      rows.push({
        rollerId,
        channel: 'discord',
        event,
        payload: discordPayload(notice, publicUrl, at),
        at,
      });
    if (channels.webhook)
      for (const name of names)
        rows.push({
          rollerId,
          channel: 'webhook',
          event: name,
          payload: webhookBody(name, webhookData(notice, publicUrl), at),
          at,
        });
    return rows;
  }

  return {
    /** The notice queue as part of a unit of work. */
    within: (scope: TransactionScope) => {
      const q = deps.repo.within(scope);
      return {
        async queue(rollerId: number, notice: SellerNotice): Promise<void> {
          const seller = await q.byId(rollerId);
          if (!notifySwitches(seller.notify)[notice.event]) return;
          const mail = seller.email ? noticeMail(notice, seller.email, publicUrl) : null;
          if (mail) await scope.outbox.queue(mail);
          const devices = await q.pushDevices(rollerId);
          const rows = deliveriesFor(rollerId, notice, {
            pushDevices: devices.map((d) => d.id),
            discord: seller.discord_webhook_url !== null,
            webhook: seller.webhook_url !== null,
          });
          // Jobs of the one queue: their runner is woken once the order commits.
          await scope.jobs.enqueue(sellerDeliveryJob, rows);
        },
      };
    },

    /** Mail news for sellers who asked for it, after the mail itself committed (see service). */
    deliveriesFor,
  };
}

export type SellerNotices = ReturnType<typeof createSellerNotices>;
