import type { SellerPushPayload } from '@shop/contract';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail } from '../outbox/layout.ts';
import type { SellerNotice } from './notice-facts.ts';
import { viewOf } from './notice-views.ts';

/**
 * What a seller is told, rendered once per channel from the same facts (notice-views.ts): the
 * e-mail, the Web Push notification, the Discord embed and the signed webhook's JSON.
 */

export type {
  AlertFacts,
  DisputeFacts,
  MailFacts,
  OrderFacts,
  SellerNotice,
} from './notice-facts.ts';
export { maskEmail } from './notice-views.ts';

/** The same-origin path a notification opens. */
export const noticePath = (notice: SellerNotice): string => viewOf(notice).path;

/** The webhook events one notice is sent as (a payment delivers at once, so it is both). */
export const webhookEventsOf = (notice: SellerNotice) => viewOf(notice).webhookEvents;

export function pushPayload(notice: SellerNotice): SellerPushPayload {
  const { title, body, path, tag } = viewOf(notice);
  return { title, body, url: path, tag };
}

/** A Discord "Execute Webhook" body: one embed, no mentions (a buyer's name cannot ping). */
export function discordPayload(notice: SellerNotice, publicUrl: string, at: Date) {
  const { title, body, colour, path, fields } = viewOf(notice);
  return {
    username: 'Gacha Shop',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: title.slice(0, 256),
        description: body.slice(0, 4096),
        url: `${publicUrl}${path}`,
        color: colour,
        fields,
        timestamp: at.toISOString(),
      },
    ],
  };
}

/** The `data` of a signed webhook: what a seller's automation needs, with full values. */
export function webhookData(notice: SellerNotice, publicUrl: string) {
  const view = viewOf(notice);
  return view.data(`${publicUrl}${view.path}`);
}

/** The e-mail of a notice to the seller's confirmed notification address; null for mail news. */
export function noticeMail(
  notice: SellerNotice,
  to: string,
  publicUrl: string,
): OutgoingMail | null {
  const { title, body, path, mail } = viewOf(notice);
  if (!mail) return null;
  return {
    to,
    subject: title,
    ...renderMail({
      heading: title,
      paragraphs: body ? [body] : [],
      facts: mail.facts,
      action: { label: mail.action, url: `${publicUrl}${path}` },
      footer:
        'You receive this mail because this address is the notification e-mail of your seller account. Choose which events notify you in Settings.',
      footerLinks: [{ label: 'Settings', url: `${publicUrl}/settings` }],
    }),
  };
}

/** The link that makes a new notification address take effect. */
export function confirmEmailMail(to: string, code: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Confirm your notification e-mail',
    ...renderMail({
      heading: 'Confirm your notification e-mail',
      paragraphs: [
        `The seller account ${code} asked to send its order notifications to this address.`,
        'Open the link below to confirm. It works once, for 24 hours. Until then nothing is sent here.',
      ],
      action: { label: 'Confirm this address', url: link },
      footer: 'If you did not ask for this, ignore this mail: nothing changes.',
    }),
  };
}
