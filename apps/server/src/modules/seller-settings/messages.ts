import type { NotifyEvent, SellerPushPayload, WebhookEvent } from '@shop/contract';
import type { OutgoingMail } from '../outbox/outbox.ts';
import { renderMail, usd } from '../outbox/layout.ts';

/**
 * What a seller is told, rendered once per channel from the same facts: the e-mail, the Web
 * Push notification, the Discord embed and the signed webhook's JSON.
 */

export interface OrderFacts {
  id: number;
  status: string;
  account_id: number;
  account_code: string;
  game_id: number;
  game_name: string;
  amount: number;
  buyer_name: string;
  buyer_email: string;
  note: string;
  created_at: Date | string;
  expires_at: Date | string;
}

export interface MailFacts {
  id: number;
  from: string;
  /** The seller's own address the mail was sent to. */
  to: string;
  subject: string;
  received_at: string;
}

export type SellerNotice =
  | {
      event: Exclude<NotifyEvent, 'mail_received'>;
      order: OrderFacts;
    }
  | { event: 'mail_received'; mail: MailFacts };

/** The webhook events one notice is sent as: a payment delivers at once, so it is both. */
export const WEBHOOK_EVENTS_OF: Readonly<Record<NotifyEvent, WebhookEvent[]>> = {
  order_created: ['order.created'],
  order_paid: ['order.paid', 'order.delivered'],
  order_expired: ['order.expired'],
  order_cancelled: ['order.cancelled'],
  mail_received: ['mail.received'],
};

const iso = (d: Date | string) => new Date(d).toISOString();
const utc = (d: Date | string) => `${iso(d).slice(0, 16).replace('T', ' ')} UTC`;

/** `jane.doe@example.com` as `j***@example.com`: enough to tell buyers apart in a shared channel. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The same-origin path a notification opens. */
export function noticePath(notice: SellerNotice): string {
  return notice.event === 'mail_received'
    ? `/email?mail=${notice.mail.id}`
    : `/transactions?order=${notice.order.id}`;
}

interface Headline {
  title: string;
  body: string;
  /** Discord embed colour. */
  colour: number;
}

const COLOURS = { info: 0x6d28d9, good: 0x16a34a, warn: 0xca8a04, bad: 0xdc2626 };

function headline(notice: SellerNotice): Headline {
  if (notice.event === 'mail_received') {
    const { mail } = notice;
    return {
      title: `New mail: ${mail.subject || '(no subject)'}`,
      body: `From ${mail.from} to ${mail.to}`,
      colour: COLOURS.info,
    };
  }
  const o = notice.order;
  const what = `${o.game_name} ${o.account_code} for ${usd(o.amount)}`;
  switch (notice.event) {
    case 'order_created':
      return {
        title: `New order: ${what}`,
        body: `${o.buyer_name} ordered it. Confirm the payment before ${utc(o.expires_at)}, or the invoice lapses.`,
        colour: COLOURS.warn,
      };
    case 'order_paid':
      return {
        title: `Paid and delivered: ${what}`,
        body: `The account was delivered to ${o.buyer_name}.`,
        colour: COLOURS.good,
      };
    case 'order_expired':
      return {
        title: `Invoice lapsed: ${what}`,
        body: `${o.buyer_name} did not pay in time; the account is on sale again.`,
        colour: COLOURS.bad,
      };
    case 'order_cancelled':
      return {
        title: `Order cancelled: ${what}`,
        body: 'The order was cancelled; the account is on sale again.',
        colour: COLOURS.bad,
      };
  }
}

export function pushPayload(notice: SellerNotice): SellerPushPayload {
  const { title, body } = headline(notice);
  const tag =
    notice.event === 'mail_received' ? `mail-${notice.mail.id}` : `order-${notice.order.id}`;
  return { title, body, url: noticePath(notice), tag };
}

/** A Discord "Execute Webhook" body: one embed, no mentions (a buyer's name cannot ping). */
export function discordPayload(notice: SellerNotice, publicUrl: string) {
  const { title, body, colour } = headline(notice);
  const fields =
    notice.event === 'mail_received'
      ? [
          { name: 'From', value: notice.mail.from || '(unknown)', inline: true },
          { name: 'To', value: notice.mail.to, inline: true },
        ]
      : [
          { name: 'Game', value: notice.order.game_name, inline: true },
          { name: 'Account', value: notice.order.account_code, inline: true },
          { name: 'Price', value: usd(notice.order.amount), inline: true },
          { name: 'Buyer', value: maskEmail(notice.order.buyer_email), inline: true },
        ];
  return {
    username: 'Gacha Shop',
    allowed_mentions: { parse: [] },
    embeds: [
      {
        title: title.slice(0, 256),
        description: body.slice(0, 4096),
        url: `${publicUrl}${noticePath(notice)}`,
        color: colour,
        fields,
        timestamp: new Date().toISOString(),
      },
    ],
  };
}

/** The `data` of a signed webhook: what a seller's automation needs, with full values. */
export function webhookData(notice: SellerNotice, publicUrl: string) {
  const url = `${publicUrl}${noticePath(notice)}`;
  if (notice.event === 'mail_received') return { ...notice.mail, url };
  const o = notice.order;
  return {
    order_id: o.id,
    status: o.status,
    game_id: o.game_id,
    game_name: o.game_name,
    account_id: o.account_id,
    account_code: o.account_code,
    amount: o.amount,
    currency: 'USD',
    buyer_name: o.buyer_name,
    buyer_email: o.buyer_email,
    note: o.note,
    created_at: iso(o.created_at),
    expires_at: iso(o.expires_at),
    url,
  };
}

/** The e-mail of an order event to the seller's confirmed notification address. */
export function orderNoticeMail(
  notice: Extract<SellerNotice, { order: OrderFacts }>,
  to: string,
  publicUrl: string,
): OutgoingMail {
  const { title, body } = headline(notice);
  const o = notice.order;
  return {
    to,
    subject: title,
    ...renderMail({
      heading: title,
      paragraphs: [body],
      facts: [
        ['Account', `${o.game_name} ${o.account_code}`],
        ['Buyer', `${o.buyer_name} <${o.buyer_email}>`],
        ...(o.note ? ([['Note', o.note]] as Array<[string, string]>) : []),
        ['Amount', usd(o.amount)],
      ],
      action: { label: 'Open the order', url: `${publicUrl}${noticePath(notice)}` },
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
