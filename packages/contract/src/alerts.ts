import { Type } from 'typebox';
import { EmailAddress } from './auth.ts';
import { GenderField, SingleLine } from './fields.ts';
import {
  ITEM_VALUE_MAX,
  MAX_ACCOUNT_ITEMS,
  PRICE_FILTER_MAX,
  PRICE_MIN,
  ALERTS_TOKEN_HEADER,
  ALERTS_TOKEN_PATTERN,
  PUSH_TOKEN_PATTERN,
  ROW_ID_MAX,
  SERVER_NAME_MAX,
  SUBSCRIPTION_CHANNELS,
  SUBSCRIPTION_MIN_COPIES_MAX,
  URL_MAX,
} from './values.ts';

/*
 * Alerts (SPEC §3 Subscription, §7 buyer-notifications, DESIGN §5). A subscription belongs to
 * an e-mail (the storefront's form) or to a browser's push token (`fcm_token`, issued by
 * POST fcm-tokens for a standard Web Push subscription).
 */

const MinCopies = Type.Integer({ minimum: 0, maximum: SUBSCRIPTION_MIN_COPIES_MAX });
const ItemValue = SingleLine({ minLength: 1, maxLength: ITEM_VALUE_MAX });

export const WantedCharacter = Type.Object(
  { character: ItemValue, min_copies: MinCopies },
  { additionalProperties: false },
);
export const WantedWeapon = Type.Object(
  { weapon: ItemValue, min_copies: MinCopies },
  { additionalProperties: false },
);
export type WantedCharacter = Type.Static<typeof WantedCharacter>;
export type WantedWeapon = Type.Static<typeof WantedWeapon>;

export const PushToken = Type.String({ pattern: PUSH_TOKEN_PATTERN });
export const SubscriptionChannelField = Type.Enum(SUBSCRIPTION_CHANNELS);

/** Who owns a subscription: exactly one of the two (the server says which field is missing). */
const Owner = {
  email: Type.Optional(EmailAddress),
  fcm_token: Type.Optional(PushToken),
};

/**
 * POST /api/buyer-notifications/subscriptions: the e-mail form of SPEC §3, or the same criteria
 * with `fcm_token` instead of `email`. `server_name` is the server's value or its name.
 */
export const SubscriptionCreate = Type.Object(
  {
    ...Owner,
    game_id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
    server_name: Type.Optional(
      Type.Union([SingleLine({ maxLength: SERVER_NAME_MAX }), Type.Null()]),
    ),
    gender: Type.Optional(Type.Union([GenderField, Type.Null()])),
    max_price: Type.Optional(
      Type.Union([Type.Integer({ minimum: PRICE_MIN, maximum: PRICE_FILTER_MAX }), Type.Null()]),
    ),
    characters: Type.Optional(Type.Array(WantedCharacter, { maxItems: MAX_ACCOUNT_ITEMS })),
    weapons: Type.Optional(Type.Array(WantedWeapon, { maxItems: MAX_ACCOUNT_ITEMS })),
  },
  { additionalProperties: false },
);
export type SubscriptionCreate = Type.Static<typeof SubscriptionCreate>;

/** PUT /api/buyer-notifications/subscriptions/{id}: the owner, then what changes. */
export const SubscriptionUpdate = Type.Object(
  {
    ...Owner,
    is_active: Type.Optional(Type.Boolean()),
    max_price: Type.Optional(
      Type.Union([Type.Integer({ minimum: PRICE_MIN, maximum: PRICE_FILTER_MAX }), Type.Null()]),
    ),
  },
  { additionalProperties: false },
);
export type SubscriptionUpdate = Type.Static<typeof SubscriptionUpdate>;

/**
 * The header that carries a browser's alert management token (decision 0040): the proof that
 * this browser may see and change an e-mail's subscriptions. The list, update, delete and
 * unsubscribe-all calls of an e-mail answer as if it had none without it (an empty list, 404,
 * a link mailed instead); push-token calls need none, the push token is their proof.
 */
export const AlertsTokenHeaders = Type.Object({
  [ALERTS_TOKEN_HEADER]: Type.Optional(Type.String({ pattern: ALERTS_TOKEN_PATTERN })),
});
export type AlertsTokenHeaders = Type.Static<typeof AlertsTokenHeaders>;

/** `?email=` or `?fcm_token=` of the list and delete calls. */
export const SubscriptionOwnerQuery = Type.Object(Owner, { additionalProperties: false });
export type SubscriptionOwnerQuery = Type.Static<typeof SubscriptionOwnerQuery>;

export const EmailQuery = Type.Object({ email: EmailAddress }, { additionalProperties: false });
export type EmailQuery = Type.Static<typeof EmailQuery>;

export const SubscriptionParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
});

/** A listed subscription (SPEC §3): id, game.name, is_active, created_at and its criteria. */
export const Subscription = Type.Object({
  id: Type.Integer(),
  channel: SubscriptionChannelField,
  email: Type.Union([Type.String(), Type.Null()]),
  game_id: Type.Integer(),
  game: Type.Object({ id: Type.Integer(), name: Type.String() }),
  /** The server's value (as the listing's `servers` filter uses it), or null for any. */
  server_name: Type.Union([Type.String(), Type.Null()]),
  gender: Type.Union([GenderField, Type.Null()]),
  max_price: Type.Union([Type.Integer(), Type.Null()]),
  characters: Type.Array(Type.Object({ character: Type.String(), min_copies: Type.Integer() })),
  weapons: Type.Array(Type.Object({ weapon: Type.String(), min_copies: Type.Integer() })),
  is_active: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});
export type Subscription = Type.Static<typeof Subscription>;

export const SubscriptionList = Type.Array(Subscription);
export type SubscriptionList = Type.Static<typeof SubscriptionList>;

/**
 * The answer to a creation: the subscription, and what this browser holds for its e-mail.
 * `manage_token` is set when this answer issued the browser a token (keep it beside the saved
 * e-mail and send it as `x-alerts-token`); `address_proven` says whether the browser sees every
 * subscription of the e-mail (it opened a link mailed there) or only those it created;
 * `link_sent` whether this call mailed the address a link (the confirmation of a new address).
 */
export const SubscriptionCreated = Type.Object({
  ...Subscription.properties,
  manage_token: Type.Optional(Type.String()),
  address_proven: Type.Boolean(),
  link_sent: Type.Boolean(),
});
export type SubscriptionCreated = Type.Static<typeof SubscriptionCreated>;

/** POST /api/buyer-notifications/confirm: the token of a link mailed to an alert address. */
export const AddressLinkBody = Type.Object(
  { token: Type.String({ pattern: ALERTS_TOKEN_PATTERN }) },
  { additionalProperties: false },
);
export type AddressLinkBody = Type.Static<typeof AddressLinkBody>;

/** The e-mail the opened link proved, and the management token this browser now holds for it. */
export const AddressProven = Type.Object({ email: Type.String(), manage_token: Type.String() });
export type AddressProven = Type.Static<typeof AddressProven>;

/** POST /api/buyer-notifications/manage-link: mail the address a link to manage its alerts. */
export const ManageLinkBody = Type.Object({ email: EmailAddress }, { additionalProperties: false });
export type ManageLinkBody = Type.Static<typeof ManageLinkBody>;

/** POST /api/buyer-notifications/unsubscribe-all. */
export const UnsubscribeAllBody = Type.Object(
  { email: EmailAddress },
  { additionalProperties: false },
);
export type UnsubscribeAllBody = Type.Static<typeof UnsubscribeAllBody>;

/**
 * `?token=` of the unsubscribe links. Any string up to a sane length is taken, so that a
 * malformed token earns SPEC §8's 400 (INVALID_UNSUBSCRIBE_TOKEN) rather than a schema error.
 */
export const UnsubscribeQuery = Type.Object(
  { token: Type.String({ maxLength: 512 }) },
  { additionalProperties: false },
);
export type UnsubscribeQuery = Type.Static<typeof UnsubscribeQuery>;

/**
 * How many subscriptions a call changed, with the sentence to show. Unsubscribe-all from a
 * browser that has not proven the e-mail changes nothing and sets `link_sent`: the address was
 * mailed a link to manage its alerts instead.
 */
export const UnsubscribeResult = Type.Object({
  message: Type.String(),
  count: Type.Integer(),
  link_sent: Type.Optional(Type.Boolean()),
});
export type UnsubscribeResult = Type.Static<typeof UnsubscribeResult>;

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionJson = Type.Object(
  {
    endpoint: Type.String({ minLength: 10, maxLength: URL_MAX, pattern: '^https?://[^\\s]+$' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        p256dh: Type.String({ minLength: 80, maxLength: 100, pattern: '^[A-Za-z0-9_=-]+$' }),
        auth: Type.String({ minLength: 16, maxLength: 32, pattern: '^[A-Za-z0-9_=-]+$' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = Type.Static<typeof PushSubscriptionJson>;

/** POST /api/buyer-notifications/fcm-tokens: register this browser for push alerts. */
export const PushRegistration = Type.Object(
  { push_subscription: PushSubscriptionJson },
  { additionalProperties: false },
);
export type PushRegistration = Type.Static<typeof PushRegistration>;

/** The token that stands for this browser in later calls (keep it; it is not shown again). */
export const PushTokenData = Type.Object({ fcm_token: Type.String() });
export type PushTokenData = Type.Static<typeof PushTokenData>;

/** GET /api/buyer-notifications/vapid-public-key: the key `pushManager.subscribe` needs. */
export const VapidKeyData = Type.Object({ public_key: Type.String() });
export type VapidKeyData = Type.Static<typeof VapidKeyData>;

/** What a push alert carries; the service worker shows it as a notification. */
export interface AlertPushPayload {
  title: string;
  body: string;
  /** The account's purchase page. */
  url: string;
  image?: string;
}
