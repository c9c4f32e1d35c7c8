import { MAX_LAPSED_INVOICES, PASSWORD_MIN, ROLLER_CODE_MAX } from '@shop/contract';
import { AppError, fail } from './app-error.ts';
import { disputeErrors } from './dispute-errors.ts';
import { ownerErrors } from './owner-errors.ts';

export { AppError };

/** Every failure the API answers with, by name. Messages SPEC §8 fixes are kept word for word. */
export const errors = {
  /** Input a schema cannot check (a file's contents, a rule across fields), naming the field. */
  validation: (message: string, field?: string) => fail('VALIDATION_FAILED', message, field),
  unauthenticated: () => fail('UNAUTHENTICATED', 'Authentication required'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(
      'RATE_LIMITED',
      `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
      undefined,
      { 'retry-after': String(retryAfterSeconds) },
    ),

  invalidCredentials: () => fail('INVALID_CREDENTIALS', 'Invalid credentials'),
  sessionExpired: () => fail('SESSION_EXPIRED', 'Your session has ended. Please sign in again.'),
  currentPasswordWrong: () =>
    fail('CURRENT_PASSWORD_WRONG', 'Current password is incorrect', 'current_password'),
  passwordUnchanged: () =>
    fail('PASSWORD_UNCHANGED', 'New password must differ from the current one', 'new_password'),
  passwordTooShort: (field: string) =>
    fail('VALIDATION_FAILED', `${field} must be at least ${PASSWORD_MIN} characters`, field),
  rollerCodeInvalid: () =>
    fail(
      'VALIDATION_FAILED',
      `code must be 1-${ROLLER_CODE_MAX} lowercase letters or digits`,
      'code',
    ),
  rollerCodeTaken: (code: string) =>
    fail('ROLLER_CODE_TAKEN', `Roller ${code} already exists`, 'code'),
  rollerNotFound: (code: string) => fail('ROLLER_NOT_FOUND', `No roller with code ${code}`, 'code'),
  gameNotFound: () => fail('GAME_NOT_FOUND', 'Game not found'),
  catalogDuplicate: (field: string, what: string, value: string) =>
    fail('CATALOG_DUPLICATE_VALUE', `${field}: ${what} "${value}" appears twice`, field),

  /** A seller's own account that does not exist, or is another seller's (never say which). */
  accountNotFound: () => fail('ACCOUNT_NOT_FOUND', 'Account not found'),
  /** The purchase page's account: gone, or no longer for sale. */
  accountNotForSale: () => fail('ACCOUNT_NOT_FOUND', 'Account not found or has been sold'),
  accountSold: (action: 'change' | 'delete') =>
    fail(
      'ACCOUNT_SOLD',
      action === 'change'
        ? 'This account has been sold and can no longer be changed'
        : 'This account has been sold and cannot be deleted',
    ),
  accountPending: (action: 'price' | 'delete') =>
    action === 'price'
      ? fail(
          'ACCOUNT_PENDING',
          'The price cannot change while a purchase of this account is pending',
          'price',
        )
      : fail('ACCOUNT_PENDING', 'A purchase of this account is pending; it cannot be deleted now'),
  accountCodeTaken: (code: string) =>
    fail('ACCOUNT_CODE_TAKEN', `Code ${code} is already used in this game`, 'code'),
  loginEmailTaken: (email: string) =>
    fail(
      'LOGIN_EMAIL_TAKEN',
      `The login e-mail ${email} is already used by another account`,
      'email',
    ),
  loginEmailHasDomain: () =>
    fail('LOGIN_EMAIL_INVALID', 'email: type only the part before the domain, without @', 'email'),
  loginEmailInvalid: () =>
    fail(
      'LOGIN_EMAIL_INVALID',
      'email may contain only letters, digits, dots and dashes, and must start and end with a letter or digit',
      'email',
    ),
  /** The account would get one of the shop's own addresses (decision 0042). */
  loginEmailReserved: (name: string, address: string) =>
    fail(
      'LOGIN_EMAIL_RESERVED',
      `email: "${name}" is reserved for the shop's own mail (${address} is not an account's address). Please choose another name.`,
      'email',
    ),
  mailDomainUnknown: (domains: readonly string[]) =>
    fail(
      'MAIL_DOMAIN_UNKNOWN',
      `email_domain must be one of ${domains.join(', ')}`,
      'email_domain',
    ),
  /** A character or weapon the game does not have. */
  unknownGameValue: (field: string, value: string) =>
    fail('UNKNOWN_GAME_VALUE', `${field}: unknown value "${value}" for this game`, field),
  unknownServer: (field: string, value: string) =>
    fail('UNKNOWN_GAME_VALUE', `${field}: unknown server "${value}" for this game`, field),
  itemListedTwice: (field: string, value: string) =>
    fail('ITEM_LISTED_TWICE', `${field}: "${value}" is listed twice`, field),
  tooManyCopies: (field: string, value: string, max: number) =>
    fail('TOO_MANY_COPIES', `${field}: "${value}" is repeated more than ${max} times`, field),
  ownListingNeedsSignIn: () => fail('UNAUTHENTICATED', 'Sign in to list your own accounts'),
  prefixNotOwn: () => fail('PREFIX_NOT_OWN', 'prefix must be your own seller code', 'prefix'),

  imageTooSmall: () => fail('IMAGE_TOO_SMALL', 'File size is too small', 'image'),
  /** Too many bytes, or too many pixels to decode safely: both read "File size is too big" (SPEC §4). */
  imageTooLarge: () => fail('IMAGE_TOO_LARGE', 'File size is too big', 'image'),
  imageTypeUnsupported: () => fail('IMAGE_TYPE_UNSUPPORTED', 'File type is not supported', 'image'),
  imageDimensionsTooLarge: (side: number, megapixels: number, aspect: number) =>
    fail(
      'IMAGE_DIMENSIONS_TOO_LARGE',
      `Image is too large: at most ${side} pixels a side, ${megapixels} megapixels, and ${aspect} times longer than wide`,
      'image',
    ),
  imageTooSlow: () =>
    fail('IMAGE_DIMENSIONS_TOO_LARGE', 'The image takes too long to process', 'image'),
  /** The image worker's queue is full: a short wait, not a broken request. */
  imagesBusy: () =>
    new AppError('BUSY', 'Too many images are being processed; try again in a moment', 'image', {
      'retry-after': '5',
    }),
  proxyBusy: () =>
    new AppError('BUSY', 'Too many images are being fetched; try again in a moment', 'url', {
      'retry-after': '5',
    }),
  /** One visitor's share of the proxy's fetches is taken (its own fetches are still running). */
  proxyClientBusy: () =>
    new AppError(
      'RATE_LIMITED',
      'You are fetching too many images at once; try again in a moment',
      'url',
      { 'retry-after': '5' },
    ),
  proxyHostBusy: (host: string) =>
    new AppError(
      'BUSY',
      `Too many images are being fetched from ${host}; try again in a moment`,
      'url',
      { 'retry-after': '5' },
    ),
  imageRequired: () => fail('VALIDATION_FAILED', 'image is required', 'image'),
  /** A multipart body that cannot be read as one file in the field image. */
  uploadMalformed: (message: string) => fail('VALIDATION_FAILED', message, 'image'),
  /** Text no database column can hold (NUL, an unpaired surrogate), wherever it is sent. */
  unstorableText: (field: string) =>
    fail(
      'VALIDATION_FAILED',
      `${field} contains a character that is not allowed (NUL or an unpaired surrogate)`,
      field,
    ),
  jsonTooDeep: (max: number) =>
    fail('VALIDATION_FAILED', `body: nested deeper than ${max} levels`, 'body'),
  uploadNotMultipart: () =>
    fail(
      'UPLOAD_NOT_MULTIPART',
      'Send the image as multipart/form-data in the field image',
      'image',
    ),
  mediaNotFound: () => fail('MEDIA_NOT_FOUND', 'No such file'),
  artworkNotFound: () => fail('MEDIA_NOT_FOUND', 'No such artwork'),
  imageUrlRefused: (why: string) =>
    fail('IMAGE_URL_REFUSED', `This image address is not allowed: ${why}`, 'url'),
  imageFetchFailed: (why: string) =>
    fail('UPSTREAM_FAILED', `The image could not be fetched: ${why}`, 'url'),

  accountBeingPurchased: () =>
    fail('ACCOUNT_BEING_PURCHASED', 'This account is being purchased by someone else'),
  tooManyLapsedInvoices: () =>
    fail(
      'TOO_MANY_LAPSED_INVOICES',
      `This e-mail let ${MAX_LAPSED_INVOICES} invoices for this account lapse; it cannot order it again`,
      'email',
    ),
  idempotencyKeyReused: () =>
    fail(
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for a different purchase',
      'idempotency-key',
    ),
  /** An order that does not exist, is another seller's, or whose invoice token is wrong. */
  transactionNotFound: () => fail('TRANSACTION_NOT_FOUND', 'Transaction not found'),
  invoiceExpired: () =>
    fail('INVOICE_EXPIRED', 'The invoice has expired; the account is back on sale'),
  transactionNotPending: (status: string) =>
    fail('TRANSACTION_NOT_PENDING', `This transaction is ${status}, no longer pending`),
  paymentNotAvailable: () =>
    fail('BAD_REQUEST', 'This shop takes no online payment; follow the invoice instructions'),
  paymentFailed: (why: string) => fail('PAYMENT_FAILED', `The payment did not go through: ${why}`),
  paymentProviderFailed: (why: string) =>
    fail('UPSTREAM_FAILED', `The payment service did not answer as expected: ${why}`),

  /** A mail that does not exist or was not delivered to this reader's addresses (never say which). */
  emailNotFound: () => fail('EMAIL_NOT_FOUND', 'Email not found'),
  attachmentNotFound: () => fail('ATTACHMENT_NOT_FOUND', 'Attachment not found'),
  inboundNotRaw: () =>
    fail(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the message itself as message/rfc822 or application/octet-stream',
      'body',
    ),
  inboundEmpty: () => fail('VALIDATION_FAILED', 'body: the message is empty', 'body'),
  envelopeRecipientsMissing: () =>
    fail(
      'VALIDATION_FAILED',
      'to: give the envelope recipients in the X-Envelope-To header or the to query parameter',
      'to',
    ),
  mailRecipientsUnknown: (rejected: readonly string[]) =>
    fail(
      'MAIL_RECIPIENT_UNKNOWN',
      `to: no recipient is an address of this shop (${rejected.join(', ')})`,
      'to',
    ),
  /** A request that reached this instance while it stops: nothing was done; any other instance, or this one once back, takes it. */
  stopping: () =>
    new AppError('UNAVAILABLE', 'The shop is restarting; try again in a moment', undefined, {
      'retry-after': '5',
      connection: 'close',
    }),
  /** The database did not take the mail: the sender should try again, nothing was stored. */
  mailStorageFailed: () =>
    new AppError('UNAVAILABLE', 'The mail could not be stored; try again shortly', undefined, {
      'retry-after': '30',
    }),

  buyerAccessInvalid: () =>
    fail(
      'BUYER_ACCESS_INVALID',
      'Failed to access emails. Your token may have expired or is invalid.',
      'token',
    ),
  /** Its pattern would read one of the shop's own addresses (decision 0042). */
  subRollerCodeReserved: (code: string, address: string) =>
    fail(
      'SUB_ROLLER_CODE_RESERVED',
      `sub_code: "${code}" is reserved for the shop's own mail (${address} is where buyers write to you). Please choose another code.`,
      'sub_code',
    ),
  subRollerCodeTaken: (code: string) =>
    fail('SUB_ROLLER_CODE_TAKEN', `Sub-roller ${code} already exists`, 'sub_code'),
  subRollerNotFound: () => fail('SUB_ROLLER_NOT_FOUND', 'Sub-roller not found', 'sub_code'),
  subRollerTokenInvalid: () =>
    fail(
      'SUB_ROLLER_TOKEN_INVALID',
      'The provided token is invalid or has expired. Please request a new link.',
      'X-Sub-Roller-Token',
    ),
  subscriptionNotFound: () => fail('SUBSCRIPTION_NOT_FOUND', 'Subscription not found', 'id'),
  /** Neither or both of the owner fields: the message names what to send. */
  subscriptionOwnerMissing: () =>
    fail('SUBSCRIPTION_OWNER_MISSING', 'email: give either email or fcm_token', 'email'),
  tooManySubscriptions: (max: number) =>
    fail(
      'TOO_MANY_SUBSCRIPTIONS',
      `You already have ${max} active subscriptions. Delete one on the notifications page to add another.`,
      'email',
    ),
  /** SPEC §8's 400 and 404 texts of the unsubscribe pages, word for word. */
  invalidUnsubscribeToken: () =>
    fail(
      'INVALID_UNSUBSCRIBE_TOKEN',
      'Invalid unsubscribe token. Please check your email link.',
      'token',
    ),
  unsubscribeLinkUsed: () =>
    fail(
      'UNSUBSCRIBE_LINK_USED',
      'This unsubscribe link is invalid or has already been used.',
      'token',
    ),
  /** A link mailed to an alert address that is unknown, used or past its time. */
  alertLinkInvalid: () =>
    fail(
      'ALERT_LINK_INVALID',
      'This link is invalid, already used or expired. Ask for a new one on the notifications page.',
      'token',
    ),
  pushTokenUnknown: () =>
    fail(
      'PUSH_TOKEN_UNKNOWN',
      'fcm_token: this browser is not registered for notifications; register it again',
      'fcm_token',
    ),
  emailConfirmationInvalid: () =>
    fail(
      'EMAIL_CONFIRMATION_INVALID',
      'This confirmation link is invalid, already used or expired. Ask for a new one in Settings.',
      'token',
    ),
  pushDeviceNotFound: () => fail('PUSH_DEVICE_NOT_FOUND', 'Device not found'),
  pushEndpointRefused: (why: string) =>
    fail(
      'PUSH_ENDPOINT_REFUSED',
      `push_subscription.endpoint: ${why}`,
      'push_subscription.endpoint',
    ),
  /** A restore replaces what a running shop holds: it waits until every instance stops. */
  shopRunning: (who: string) =>
    fail('CONFLICT', `${who}; stop it before restoring: a restore replaces everything it holds`),
  /** /metrics while METRICS_TOKEN is unset: as unknown as any other path. */
  metricsOff: () => fail('NOT_FOUND', 'No route GET /metrics'),
  realtimeChannelForbidden: (channel: string) =>
    fail('REALTIME_CHANNEL_FORBIDDEN', `channel: you may not listen on ${channel}`, 'channel'),
  /** Forged, expired or malformed alike: the stream says no more than that. */
  realtimeTicketInvalid: () =>
    fail('REALTIME_TICKET_INVALID', 'ticket: invalid or expired; ask for a new one', 'ticket'),

  ...ownerErrors,
  ...disputeErrors,
};
