/**
 * The values both sides share: the API's enumerations, caps and limits. Plain constants with no
 * TypeBox, so the web imports them (`@shop/contract/values`) without the schema library; the
 * TypeBox schemas of this package are built from them.
 */

export * from './errors.ts';

/** Female = F, Male = M (SPEC §2). */
export const GENDERS = ['F', 'M'] as const;
export type Gender = (typeof GENDERS)[number];
export const GENDER_LABELS: Readonly<Record<Gender, string>> = { F: 'Female', M: 'Male' };

export const LOGIN_METHODS = ['Email', 'Username', 'Google'] as const;
export type LoginMethod = (typeof LOGIN_METHODS)[number];

export const ACCOUNT_SORTS = ['newest', 'price_asc', 'price_desc'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];
export const DEFAULT_ACCOUNT_SORT: AccountSort = 'newest';

/**
 * An account's status as sellers see it (DESIGN §5): expired and cancelled show as failed; a
 * refunded sale is its own state, grey like anything else (SPEC §4 colours).
 */
export const TRANSACTION_STATUSES = [
  'available',
  'pending',
  'delivered',
  'failed',
  'refunded',
] as const;
export type TransactionStatusView = (typeof TRANSACTION_STATUSES)[number];

/** A search lists a value at most 7 times (copies >= 6); a seller's account holds 0..6 copies. */
export const MAX_FILTER_COPIES = 7;
export const MAX_SELLER_COPIES = 6;

/** Row ids are PostgreSQL integers: a larger id in a path or body is refused, not looked up. */
export const ROW_ID_MAX = 2_147_483_647;

/**
 * Received mail is numbered by a PostgreSQL bigint. Past 2^53 a JSON number names no id
 * exactly, and a larger one would reach the query as text PostgreSQL cannot cast.
 */
export const MAIL_ID_MAX = Number.MAX_SAFE_INTEGER;

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
/**
 * The public listing counts matches this far (further only to just past the page shown), and
 * says `total_capped` beyond: shown as "100+". Each counted match is a row visit; with 100 the
 * uncached listing costs half the database time it did with 1,000 (bench/notes/listing-history.md,
 * "Counting to 100").
 */
export const PUBLIC_COUNT_CAP = 100;

/** Prices are whole dollars. A search may ask for more than any price; it then filters nothing. */
export const PRICE_MIN = 1;
export const PRICE_MAX = 1_000_000;
export const PRICE_FILTER_MAX = 100_000_000;
/**
 * The listing's text search (`q`): an account's code, or words of its description. Long enough
 * for a sentence a buyer remembers, short enough that a search stays a few index lookups.
 */
export const LISTING_TEXT_MAX = 100;

/** Roller and sub-roller codes: lowercase letters and digits, no dots (DESIGN §5). */
export const ROLLER_CODE_PATTERN = '^[a-z0-9]+$';
export const ROLLER_CODE_MAX = 32;
/** Sign-in accepts any case (the server lowercases), so its field is looser than the code. */
export const LOGIN_CODE_MAX = 64;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;

/** An account's code, unique in its game, e.g. DEMO-0042. */
export const ACCOUNT_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]*$';
export const ACCOUNT_CODE_MAX = 32;
export const DESCRIPTION_MAX = 2000;
export const SERVER_NAME_MAX = 64;
export const ITEM_VALUE_MAX = 64;
export const MAX_ACCOUNT_ITEMS = 60;
export const LEVEL_MAX = 100;
/** Star rarity of a catalogue item, as the games draw it (3, 4 or 5 stars in practice). */
export const RARITY_MIN = 1;
export const RARITY_MAX = 5;
/** The login identifier (Username, Google e-mail, or the typed part of an Email login). */
export const LOGIN_IDENTIFIER_MAX = 200;
export const MAIL_DOMAIN_MAX = 253;
export const ACCOUNT_PASSWORD_MAX = 200;
export const MAX_ACCOUNT_IMAGES = 10;
export const URL_MAX = 2048;

/** Where uploaded images are served; the demo's artwork lives beside them. */
export const MEDIA_PATH = '/api/media';
export const ART_PATH = '/api/art';

export const MIN_UPLOAD_BYTES = 64;
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** 40 megapixels: a phone photo fits, a decompression bomb does not. */
export const MAX_UPLOAD_PIXELS = 40_000_000;
/** Each side, and the long side over the short one: a 1 x 40,000,000 strip is no photo. */
export const MAX_IMAGE_SIDE = 16384;
export const MAX_IMAGE_ASPECT = 20;

/** Orders (SPEC §9, DESIGN §5): 5 minutes to pay; a buyer who let 3 invoices lapse gets no 4th. */
export const INVOICE_WINDOW_SECONDS = 5 * 60;
export const MAX_LAPSED_INVOICES = 3;
export const BUYER_NAME_MAX = 100;
export const PURCHASE_NOTE_MAX = 500;
/** Sent as the `Idempotency-Key` header: a retried or double-clicked purchase makes one order. */
export const IDEMPOTENCY_KEY_PATTERN = '^[A-Za-z0-9_-]{16,64}$';
export const PAYMENT_PROVIDERS = ['manual', 'paypal'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/**
 * A transaction's own life: pending -> paid -> delivered, or pending -> expired | cancelled; a
 * delivered sale whose dispute ends in a refund becomes refunded, out of every total.
 */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'delivered',
  'expired',
  'cancelled',
  'failed',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * How a seller sees an order's status (DESIGN §5, SPEC §4 colours): paid waits for delivery
 * like pending; expired and cancelled show as failed; no order at all is available.
 */
export function orderStatusView(status: OrderStatus | null): TransactionStatusView {
  switch (status) {
    case null:
      return 'available';
    case 'pending':
    case 'paid':
      return 'pending';
    case 'delivered':
      return 'delivered';
    case 'refunded':
      return 'refunded';
    default:
      return 'failed';
  }
}

/**
 * Warranty (DESIGN §5): days after delivery during which the shop watches the account's mail and
 * the buyer may open a dispute. A new seller's accounts carry DEFAULT_WARRANTY_DAYS until the
 * seller sets another default in /settings.
 */
export const WARRANTY_DAYS_MAX = 30;
export const DEFAULT_WARRANTY_DAYS = 7;

/**
 * Account-security events the shop recognises in mail to a delivered account during its
 * warranty (DESIGN §5). Each label completes "Security alert: ... on <date>".
 */
export const SECURITY_ALERT_KINDS = [
  'password_reset',
  'password_changed',
  'email_changed',
  'phone_changed',
  'new_device_login',
  'recovery',
  'two_factor_off',
] as const;
export type SecurityAlertKind = (typeof SECURITY_ALERT_KINDS)[number];
export const SECURITY_ALERT_LABELS: Readonly<Record<SecurityAlertKind, string>> = {
  password_reset: 'a password reset was requested',
  password_changed: 'the password was changed',
  email_changed: "the account's e-mail address was changed",
  phone_changed: "the account's phone number was changed",
  new_device_login: 'someone signed in from a new device',
  recovery: 'an account recovery was requested',
  two_factor_off: 'two-step verification was turned off',
};

/** Disputes (DESIGN §5): why a buyer opens one, where it stands, how it ends. */
export const DISPUTE_REASONS = [
  'cannot_log_in',
  'not_as_described',
  'account_recovered',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_STATUSES = ['open', 'answered', 'escalated', 'resolved'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];
export const DISPUTE_RESOLUTIONS = ['refund', 'replacement', 'rejected'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
/** How reasons, states and resolutions read on the pages and in the mails. */
export const DISPUTE_REASON_LABELS: Readonly<Record<DisputeReason, string>> = {
  cannot_log_in: 'Cannot log in',
  not_as_described: 'Not as described',
  account_recovered: 'Account recovered by someone',
  other: 'Other',
};
export const DISPUTE_STATUS_LABELS: Readonly<Record<DisputeStatus, string>> = {
  open: 'Waiting for the seller',
  answered: 'Answered by the seller',
  escalated: 'With the shop owner',
  resolved: 'Resolved',
};
export const DISPUTE_RESOLUTION_LABELS: Readonly<Record<DisputeResolution, string>> = {
  refund: 'Refund',
  replacement: 'Replacement account',
  rejected: 'Rejected',
};
/** A seller who has not answered an open dispute within this many hours hands it to the owner. */
export const DISPUTE_ANSWER_HOURS = 24;
export const DISPUTE_MESSAGE_MAX = 2000;
/** Mails a buyer may cite with one dispute. */
export const MAX_DISPUTE_EVIDENCE = 10;

/** Received mail (SPEC §3, §9): inbox page size, preview length, longest search. */
export const EMAIL_PAGE_SIZE = 20;
export const EMAIL_PREVIEW_CHARS = 150;
export const EMAIL_SEARCH_MAX = 200;

/**
 * Alerts (SPEC §3 Subscription, DESIGN §5): a subscription asks for each listed item at
 * `min_copies` = its count in the search minus 1, so 0..6 (MAX_FILTER_COPIES - 1).
 */
export const SUBSCRIPTION_MIN_COPIES_MAX = MAX_FILTER_COPIES - 1;
/** Active subscriptions one e-mail (or one browser) may hold; more is refused with 422. */
export const MAX_ACTIVE_SUBSCRIPTIONS = 20;
/** Unsubscribe tokens are 32 random bytes in base64url; anything else is malformed (400). */
export const UNSUBSCRIBE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** The browser's push token (`fcm_token` in SPEC §7), issued by POST fcm-tokens. */
export const PUSH_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** Alert management tokens and address links: 32 random bytes in base64url. */
export const ALERTS_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
/** The request header that carries a browser's alert management token (decision 0040). */
export const ALERTS_TOKEN_HEADER = 'x-alerts-token';
/** Where a subscription's alerts go. */
export const SUBSCRIPTION_CHANNELS = ['email', 'push'] as const;
export type SubscriptionChannel = (typeof SUBSCRIPTION_CHANNELS)[number];

/** The seller's daily income chart: the window it shows by default and the longest one asked. */
export const DAILY_INCOME_DEFAULT_DAYS = 30;
export const DAILY_INCOME_MAX_DAYS = 90;

/**
 * The buyer's realtime channel: the mail and disputes of the buyer's delivered accounts, each
 * event about one of those accounts only. Its ticket comes from the buyer access token (POST
 * /api/realtime/buyer-auth). Here, not with the realtime schemas, as the buyer's pages name it.
 */
export const BUYER_CHANNEL = 'buyer';
