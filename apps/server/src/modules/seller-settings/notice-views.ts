import {
  DISPUTE_REASON_LABELS,
  DISPUTE_RESOLUTION_LABELS,
  SECURITY_ALERT_LABELS,
  type WebhookEvent,
} from '@shop/contract';
import { usd, utcTime as utc } from '../outbox/layout.ts';
import type {
  AlertFacts,
  DisputeFacts,
  MailFacts,
  OrderEvent,
  OrderFacts,
  SellerNotice,
} from './notice-facts.ts';

/** One notice as every channel shows it: the push, the Discord embed, the webhook, the mail. */
export interface NoticeView {
  /** The same-origin path a notification opens. */
  path: string;
  /** Replaces an earlier push notification of the same thing. */
  tag: string;
  title: string;
  body: string;
  /** Discord embed colour. */
  colour: number;
  /** Discord fields: what a shared channel may see (a buyer's address masked). */
  fields: { name: string; value: string; inline: true }[];
  /** The webhook events it is sent as; the first also names every channel's delivery row. */
  webhookEvents: WebhookEvent[];
  /** The webhook's `data`: full values, for the seller's automation. */
  data(url: string): Record<string, unknown>;
  /** The mail's facts and its button, or null when the notice sends no mail (mail news). */
  mail: { facts: Array<[string, string]>; action: string } | null;
}

const COLOURS = { info: 0x6d28d9, good: 0x16a34a, warn: 0xca8a04, bad: 0xdc2626 };

const iso = (d: Date | string) => new Date(d).toISOString();
const field = (name: string, value: string) => ({ name, value, inline: true as const });

/** `jane.doe@example.com` as `j***@example.com`: enough to tell buyers apart in a shared channel. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** The webhook events one order notice is sent as: a payment delivers at once, so it is both. */
const ORDER_WEBHOOK_EVENTS: Readonly<Record<OrderEvent, WebhookEvent[]>> = {
  order_created: ['order.created'],
  order_paid: ['order.paid', 'order.delivered'],
  order_expired: ['order.expired'],
  order_cancelled: ['order.cancelled'],
};

function orderHeadline(event: OrderEvent, o: OrderFacts) {
  const what = `${o.game_name} ${o.account_code} for ${usd(o.amount)}`;
  switch (event) {
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

function orderView(event: OrderEvent, o: OrderFacts): NoticeView {
  return {
    path: `/transactions?order=${o.id}`,
    tag: `order-${o.id}`,
    ...orderHeadline(event, o),
    fields: [
      field('Game', o.game_name),
      field('Account', o.account_code),
      field('Price', usd(o.amount)),
      field('Buyer', maskEmail(o.buyer_email)),
    ],
    webhookEvents: ORDER_WEBHOOK_EVENTS[event],
    data: (url) => ({
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
    }),
    mail: {
      facts: [
        ['Account', `${o.game_name} ${o.account_code}`],
        ['Buyer', `${o.buyer_name} <${o.buyer_email}>`],
        ...(o.note ? ([['Note', o.note]] as Array<[string, string]>) : []),
        ['Amount', usd(o.amount)],
      ],
      action: 'Open the order',
    },
  };
}

function mailView(mail: MailFacts): NoticeView {
  return {
    path: `/email?mail=${mail.id}`,
    tag: `mail-${mail.id}`,
    title: `New mail: ${mail.subject || '(no subject)'}`,
    body: `From ${mail.from} to ${mail.to}`,
    colour: COLOURS.info,
    fields: [field('From', mail.from || '(unknown)'), field('To', mail.to)],
    webhookEvents: ['mail.received'],
    data: (url) => ({ ...mail, url }),
    // Mail news stays in the inbox: a mail about every mail would double the seller's mail.
    mail: null,
  };
}

function alertView(a: AlertFacts): NoticeView {
  const what = SECURITY_ALERT_LABELS[a.kind];
  return {
    path: `/transactions?order=${a.transaction_id}`,
    tag: `alert-${a.transaction_id}-${a.kind}`,
    title: `Security alert on ${a.account_code}: ${what}${a.unverified ? ' (sender not verified)' : ''}`,
    body: `“${a.subject}” from ${a.from}, ${utc(a.received_at)}.${a.unverified ? ' The shop could not check its sender: the domain did not answer.' : ''} The account is under warranty; its buyer was told and may open a dispute.`,
    colour: COLOURS.bad,
    fields: [
      field('Account', a.account_code),
      field('Event', what),
      field('From', a.from),
      field('Sender', a.unverified ? 'Not verified' : 'Verified'),
    ],
    webhookEvents: ['account.security_alert'],
    data: (url) => ({
      transaction_id: a.transaction_id,
      account_code: a.account_code,
      kind: a.kind,
      subject: a.subject,
      from: a.from,
      received_at: iso(a.received_at),
      unverified: a.unverified,
      url,
    }),
    mail: {
      facts: [
        ['Account', a.account_code],
        ['Mail', a.subject],
        ['From', a.from],
        ['Sender', a.unverified ? 'Not verified' : 'Verified (signed by its domain)'],
        ['Received', utc(a.received_at)],
      ],
      action: 'Open the order',
    },
  };
}

function disputeHeadline(d: DisputeFacts) {
  switch (d.step) {
    case 'opened':
      return {
        title: `New dispute on ${d.account_code}: ${DISPUTE_REASON_LABELS[d.reason]}`,
        body: d.text ?? `${d.buyer_name} opened a dispute.`,
        colour: COLOURS.warn,
      };
    case 'message':
      return {
        title: `New message in the dispute on ${d.account_code}`,
        body: d.text ?? '',
        colour: COLOURS.info,
      };
    case 'escalated':
      return {
        title: `The dispute on ${d.account_code} is with the shop owner`,
        body: d.text ?? 'The shop owner now decides it.',
        colour: COLOURS.bad,
      };
    case 'resolved':
      return {
        title: `Dispute on ${d.account_code} resolved: ${DISPUTE_RESOLUTION_LABELS[d.resolution ?? 'rejected']}`,
        body: d.text ?? '',
        colour: COLOURS.good,
      };
  }
}

function disputeView(d: DisputeFacts): NoticeView {
  return {
    path: `/disputes/${d.id}`,
    tag: `dispute-${d.id}`,
    ...disputeHeadline(d),
    fields: [
      field('Game', d.game_name),
      field('Account', d.account_code),
      field('Price', usd(d.amount)),
      field('Reason', DISPUTE_REASON_LABELS[d.reason]),
    ],
    webhookEvents: [`dispute.${d.step}`],
    data: (url) => ({
      dispute_id: d.id,
      step: d.step,
      account_code: d.account_code,
      game_name: d.game_name,
      amount: d.amount,
      currency: 'USD',
      buyer_name: d.buyer_name,
      reason: d.reason,
      resolution: d.resolution,
      text: d.text,
      url,
    }),
    mail: {
      facts: [
        ['Account', `${d.game_name} ${d.account_code}`],
        ['Buyer', d.buyer_name],
        ['Reason', DISPUTE_REASON_LABELS[d.reason]],
        ['Price', usd(d.amount)],
      ],
      action: 'Open the dispute',
    },
  };
}

export function viewOf(notice: SellerNotice): NoticeView {
  switch (notice.event) {
    case 'mail_received':
      return mailView(notice.mail);
    case 'security_alert':
      return alertView(notice.alert);
    case 'dispute':
      return disputeView(notice.dispute);
    default:
      return orderView(notice.event, notice.order);
  }
}
