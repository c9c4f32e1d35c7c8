/**
 * The error catalogue: every stable id the API can answer with and its HTTP status. A failure a
 * client may want to handle on its own has its own id; the generic ids cover the rest (a schema
 * violation, a route that does not exist, a fault on our side). The server maps ids to statuses
 * in one place (lib/errors.ts); the web switches on ids, never on message text.
 */
export const ERROR_STATUS = {
  // Generic
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,

  // Sign-in and rollers
  INVALID_CREDENTIALS: 401,
  SESSION_EXPIRED: 401,
  CURRENT_PASSWORD_WRONG: 400,
  PASSWORD_UNCHANGED: 400,
  ROLLER_CODE_TAKEN: 409,
  ROLLER_NOT_FOUND: 404,

  // Catalog
  GAME_NOT_FOUND: 404,
  CATALOG_DUPLICATE_VALUE: 400,

  // Accounts and the listing
  ACCOUNT_NOT_FOUND: 404,
  ACCOUNT_SOLD: 409,
  ACCOUNT_PENDING: 409,
  ACCOUNT_CODE_TAKEN: 409,
  LOGIN_EMAIL_TAKEN: 409,
  LOGIN_EMAIL_INVALID: 400,
  MAIL_DOMAIN_UNKNOWN: 400,
  UNKNOWN_GAME_VALUE: 400,
  ITEM_LISTED_TWICE: 400,
  TOO_MANY_COPIES: 400,
  PREFIX_NOT_OWN: 403,

  // Media
  IMAGE_TOO_SMALL: 400,
  IMAGE_TOO_LARGE: 413,
  IMAGE_TYPE_UNSUPPORTED: 415,
  UPLOAD_NOT_MULTIPART: 415,
  MEDIA_NOT_FOUND: 404,
  IMAGE_URL_REFUSED: 400,

  // Protocol and load
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  IMAGE_DIMENSIONS_TOO_LARGE: 413,
  BUSY: 503,

  // Orders and payments
  ACCOUNT_BEING_PURCHASED: 409,
  TOO_MANY_LAPSED_INVOICES: 422,
  TRANSACTION_NOT_FOUND: 404,
  INVOICE_EXPIRED: 409,
  TRANSACTION_NOT_PENDING: 409,
  PAYMENT_FAILED: 402,
  IDEMPOTENCY_KEY_REUSED: 422,
  REQUEST_TIMEOUT: 408,

  // Received mail
  EMAIL_NOT_FOUND: 404,
  MAIL_RECIPIENT_UNKNOWN: 422,

  // Buyer access
  BUYER_ACCESS_INVALID: 401,

  // Sub-rollers
  SUB_ROLLER_CODE_TAKEN: 409,
  SUB_ROLLER_NOT_FOUND: 404,
  SUB_ROLLER_TOKEN_INVALID: 401,

  // Alerts
  SUBSCRIPTION_NOT_FOUND: 404,
  SUBSCRIPTION_OWNER_MISSING: 400,
  TOO_MANY_SUBSCRIPTIONS: 422,
  INVALID_UNSUBSCRIBE_TOKEN: 400,
  UNSUBSCRIBE_LINK_USED: 404,
  PUSH_TOKEN_UNKNOWN: 404,
  PUSH_ENDPOINT_REFUSED: 400,

  // Seller settings
  EMAIL_CONFIRMATION_INVALID: 404,
  PUSH_DEVICE_NOT_FOUND: 404,

  // Realtime
  REALTIME_CHANNEL_FORBIDDEN: 403,
  REALTIME_TICKET_INVALID: 401,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
