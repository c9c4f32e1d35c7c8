import { Type } from 'typebox';
import { PushSubscriptionJson } from './alerts.ts';
import { MultiLine, SingleLine } from './fields.ts';
import { ROW_ID_MAX, URL_MAX, WARRANTY_DAYS_MAX } from './values.ts';

/**
 * A seller's settings (DESIGN §5 "Sellers, the owner and notifications"): who they are to
 * buyers, where order news reaches them, and which news. Every channel is queued through the
 * outbox, so a receiver that is down gets the message when it is back.
 */

/** The events a seller can be told of; each one a switch in `notify`. */
export const NOTIFY_EVENTS = [
  'order_created',
  'order_paid',
  'order_expired',
  'order_cancelled',
  'mail_received',
  'security_alert',
  'dispute',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** What each switch is called on the settings page. */
export const NOTIFY_EVENT_LABELS: Readonly<Record<NotifyEvent, string>> = {
  order_created: 'New order',
  order_paid: 'Payment received / delivered',
  order_expired: 'Invoice lapsed',
  order_cancelled: 'Order cancelled',
  mail_received: 'New mail in the inbox',
  security_alert: 'Security alert on a sold account under warranty',
  dispute: 'Disputes: opened, new messages, escalated, resolved',
};

/**
 * New sellers are told of every order, security and dispute event; mail is left to the inbox's
 * own badge.
 */
export const DEFAULT_NOTIFY: Readonly<Record<NotifyEvent, boolean>> = {
  order_created: true,
  order_paid: true,
  order_expired: true,
  order_cancelled: true,
  mail_received: false,
  security_alert: true,
  dispute: true,
};

/** The events of the signed outbound webhook, as its `X-Shop-Event` header names them. */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.paid',
  'order.delivered',
  'order.expired',
  'order.cancelled',
  'mail.received',
  'account.security_alert',
  'dispute.opened',
  'dispute.message',
  'dispute.escalated',
  'dispute.resolved',
  'test',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** The channels beyond e-mail. */
export const NOTIFY_CHANNELS = ['push', 'discord', 'webhook'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

export const SIGNATURE_HEADER = 'x-shop-signature';
export const TIMESTAMP_HEADER = 'x-shop-timestamp';
export const EVENT_HEADER = 'x-shop-event';
export const DELIVERY_HEADER = 'x-shop-delivery';
/**
 * Standard Webhooks (standardwebhooks.com): the delivery's id, the attempt's Unix seconds, and
 * `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}` under the secret after `whsec_`. The
 * id is signed, so a captured delivery cannot be replayed as another.
 */
export const STANDARD_WEBHOOK_HEADERS = {
  id: 'webhook-id',
  timestamp: 'webhook-timestamp',
  signature: 'webhook-signature',
} as const;

export const SELLER_NAME_MAX = 100;
export const PAYMENT_INSTRUCTIONS_MAX = 2000;
/** Deliveries the settings page lists. */
export const DELIVERY_LIST_MAX = 50;
export const DEVICE_LABEL_MAX = 100;

const Notify = Type.Object(
  Object.fromEntries(NOTIFY_EVENTS.map((e) => [e, Type.Boolean()])) as Record<
    NotifyEvent,
    ReturnType<typeof Type.Boolean>
  >,
);
const NotifyPatch = Type.Partial(Notify, { additionalProperties: false });

const OptionalUrl = Type.Union([
  SingleLine({ minLength: 1, maxLength: URL_MAX, pattern: '^https?://[^\\s]+$' }),
  Type.Null(),
]);

/** GET /api/roller/settings. */
export const SellerSettings = Type.Object({
  code: Type.String(),
  name: Type.String(),
  /** The confirmed address order mail goes to; null until one is confirmed. */
  notification_email: Type.Union([Type.String(), Type.Null()]),
  /** An address waiting for its confirmation link to be opened. */
  pending_notification_email: Type.Union([Type.String(), Type.Null()]),
  notify: Notify,
  discord_webhook_url: Type.Union([Type.String(), Type.Null()]),
  webhook_url: Type.Union([Type.String(), Type.Null()]),
  /** Whether a signing secret exists (it is shown once, when made). */
  webhook_secret_set: Type.Boolean(),
  /** Shown on the seller's invoices; empty uses the shop's PAYMENT_INSTRUCTIONS. */
  payment_instructions: Type.String(),
  /** Where buyers' replies to order mail land: the seller's own inbox. */
  order_reply_to: Type.String(),
  /** The warranty a new account gets unless its form says otherwise. */
  default_warranty_days: Type.Integer(),
});
export type SellerSettings = Type.Static<typeof SellerSettings>;

/** PUT /api/roller/settings: only the fields given change. */
export const UpdateSellerSettingsBody = Type.Object(
  {
    name: Type.Optional(SingleLine({ minLength: 1, maxLength: SELLER_NAME_MAX })),
    notify: Type.Optional(NotifyPatch),
    discord_webhook_url: Type.Optional(OptionalUrl),
    webhook_url: Type.Optional(OptionalUrl),
    payment_instructions: Type.Optional(MultiLine({ maxLength: PAYMENT_INSTRUCTIONS_MAX })),
    default_warranty_days: Type.Optional(Type.Integer({ minimum: 0, maximum: WARRANTY_DAYS_MAX })),
  },
  { additionalProperties: false },
);
export type UpdateSellerSettingsBody = Type.Static<typeof UpdateSellerSettingsBody>;

/** POST /api/roller/email/confirm: the token from the link mailed to the new address. */
export const ConfirmEmailBody = Type.Object(
  { token: SingleLine({ minLength: 1, maxLength: 128 }) },
  { additionalProperties: false },
);
export type ConfirmEmailBody = Type.Static<typeof ConfirmEmailBody>;

export const ConfirmEmailData = Type.Object({
  notification_email: Type.String(),
  message: Type.String(),
});
export type ConfirmEmailData = Type.Static<typeof ConfirmEmailData>;

/** POST /api/roller/settings/webhook-secret: a new signing secret, shown this once. */
export const WebhookSecretData = Type.Object({ secret: Type.String() });
export type WebhookSecretData = Type.Static<typeof WebhookSecretData>;

/**
 * POST /api/roller/settings/discord/test and .../webhook/test: sends one message now to `url`
 * (checked as a save would) or, without it, to the saved address, and says what it answered.
 */
export const ChannelTestBody = Type.Object(
  { url: Type.Optional(SingleLine({ minLength: 1, maxLength: URL_MAX })) },
  { additionalProperties: false },
);
export type ChannelTestBody = Type.Static<typeof ChannelTestBody>;

export const ChannelTestResult = Type.Object({
  ok: Type.Boolean(),
  /** The receiver's HTTP status; null when it could not be reached. */
  status: Type.Union([Type.Integer(), Type.Null()]),
  message: Type.String(),
});
export type ChannelTestResult = Type.Static<typeof ChannelTestResult>;

/** One of the seller's devices that receives Web Push. */
export const PushDevice = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
});
export type PushDevice = Type.Static<typeof PushDevice>;

export const PushDeviceList = Type.Object({ devices: Type.Array(PushDevice) });
export type PushDeviceList = Type.Static<typeof PushDeviceList>;

/** POST /api/roller/push-devices: this browser's subscription and a name to tell it by. */
export const PushDeviceBody = Type.Object(
  {
    push_subscription: PushSubscriptionJson,
    label: Type.Optional(SingleLine({ maxLength: DEVICE_LABEL_MAX })),
  },
  { additionalProperties: false },
);
export type PushDeviceBody = Type.Static<typeof PushDeviceBody>;

export const PushDeviceParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
});

export const DELIVERY_STATES = ['pending', 'delivered', 'retrying', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** One queued notification to a channel beyond e-mail, as the settings page lists it. */
export const NotificationDelivery = Type.Object({
  id: Type.Integer(),
  channel: Type.Enum(NOTIFY_CHANNELS),
  event: Type.String(),
  state: Type.Enum(DELIVERY_STATES),
  attempts: Type.Integer(),
  /** The receiver's last HTTP status; null before an answer. */
  response_status: Type.Union([Type.Integer(), Type.Null()]),
  last_error: Type.Union([Type.String(), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  delivered_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  next_attempt_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type NotificationDelivery = Type.Static<typeof NotificationDelivery>;

/** GET /api/roller/notification-deliveries: the last 50, newest first. */
export const NotificationDeliveryList = Type.Object({
  deliveries: Type.Array(NotificationDelivery),
});
export type NotificationDeliveryList = Type.Static<typeof NotificationDeliveryList>;

/** What a seller's Web Push carries; the service worker shows it and opens `url` on click. */
export interface SellerPushPayload {
  title: string;
  body: string;
  /** Same-origin path to open: the order in Transactions, or the mail in the inbox. */
  url: string;
  /** Replaces an earlier notification of the same thing (one per order). */
  tag: string;
}
