import { Type } from 'typebox';
import { SingleLine } from './fields.ts';
import {
  EMAIL_MAX,
  EMAIL_PAGE_SIZE,
  EMAIL_SEARCH_MAX,
  MAIL_ID_MAX,
  MAX_PAGE,
  MAX_PAGE_SIZE,
} from './values.ts';

/** true, false, or null when not known (EmailSummary.sender_verified). */
export const SenderVerifiedField = Type.Union([Type.Boolean(), Type.Null()]);

/** A comma-separated envelope recipient list: 100 full-length addresses. */
const INBOUND_RECIPIENTS_MAX = 100 * (EMAIL_MAX + 2);

const Timestamp = Type.String({ format: 'date-time' });

/** GET /api/email: the signed-in roller's inbox, newest first; `q` searches address, sender, subject. */
export const EmailListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: EMAIL_PAGE_SIZE }),
    ),
    q: Type.Optional(SingleLine({ maxLength: EMAIL_SEARCH_MAX })),
    /** Only mail delivered to this one address of the roller's (an account's chip). */
    to: Type.Optional(SingleLine({ minLength: 3, maxLength: EMAIL_MAX })),
  },
  { additionalProperties: false },
);
export type EmailListQuery = Type.Static<typeof EmailListQuery>;

/** One received mail in a list (SPEC §3 Email). */
export const EmailSummary = Type.Object({
  id: Type.Integer(),
  /** The From header as sent, e.g. `HoYoverse <noreply@hoyoverse.com>`. */
  from: Type.String(),
  /** The reader's own addresses the mail was delivered to, comma-separated. */
  to: Type.String(),
  subject: Type.String(),
  /**
   * The readable text (of the HTML when the mail has one: no image URLs, no link targets),
   * whitespace folded, first 150 characters, ending with `...` when cut (SPEC §9).
   */
  preview: Type.String(),
  created_at: Timestamp,
  is_read: Type.Boolean(),
  has_html: Type.Boolean(),
  /** The verification code found in the subject or text, for a one-click copy. */
  code: Type.Union([Type.String(), Type.Null()]),
  /**
   * The mail's verification or sign-in link ("Verify email", "Confirm login") when its main
   * call to action is one: the raw link, to open without the image proxy and without referrer.
   */
  link: Type.Union([Type.String(), Type.Null()]),
  /**
   * Whether the sender is who the From header says: true when a DKIM signature of the From
   * domain verifies, false when it fails or the mail has none (the reader shows "Unverified
   * sender"), null when DNS could not answer or the check has not finished.
   */
  sender_verified: SenderVerifiedField,
});
export type EmailSummary = Type.Static<typeof EmailSummary>;

export const EmailList = Type.Object({
  emails: Type.Array(EmailSummary),
  total: Type.Integer(),
  limit: Type.Integer(),
  page: Type.Integer(),
  /** Unread mails in the whole inbox (not only this page): the nav's badge. */
  unread: Type.Integer(),
});
export type EmailList = Type.Static<typeof EmailList>;

export const EmailAttachment = Type.Object({
  filename: Type.Union([Type.String(), Type.Null()]),
  content_type: Type.String(),
  size: Type.Integer(),
  /** Set for inline parts an HTML body refers to as `cid:...`. */
  content_id: Type.Union([Type.String(), Type.Null()]),
  inline: Type.Boolean(),
});
export type EmailAttachment = Type.Static<typeof EmailAttachment>;

/** GET /api/email/{id}: the whole mail. `html` is as sent: the page sanitises it before showing. */
export const EmailDetail = Type.Object({
  ...EmailSummary.properties,
  text: Type.String(),
  html: Type.Union([Type.String(), Type.Null()]),
  attachments: Type.Array(EmailAttachment),
});
export type EmailDetail = Type.Static<typeof EmailDetail>;

export const EmailParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: MAIL_ID_MAX }) });

/** The most attachments a mail lists; `n` counts from 0 in the order of `attachments`. */
export const ATTACHMENTS_MAX = 1000;

/**
 * GET .../{id}/attachments/{n}: the n-th attachment of a mail the reader may read, as a download
 * (`Content-Disposition: attachment`, the type from the stored metadata).
 */
export const EmailAttachmentParams = Type.Object({
  ...EmailParams.properties,
  n: Type.Integer({ minimum: 0, maximum: ATTACHMENTS_MAX - 1 }),
});
export type EmailAttachmentParams = Type.Static<typeof EmailAttachmentParams>;

/** PUT /api/email/read-all: every mail of the inbox is read now. */
export const EmailReadAllResult = Type.Object({
  /** Mails that were unread and are read now. */
  marked: Type.Integer(),
  unread: Type.Integer(),
});
export type EmailReadAllResult = Type.Static<typeof EmailReadAllResult>;

export const UnreadCount = Type.Object({ unread: Type.Integer() });

/** PUT /api/email/{id}/read: the mail is read now; `unread` is the inbox's new count. */
export const EmailReadResult = Type.Object({
  id: Type.Integer(),
  is_read: Type.Literal(true),
  unread: Type.Integer(),
});
export type EmailReadResult = Type.Static<typeof EmailReadResult>;
export type UnreadCount = Type.Static<typeof UnreadCount>;

/** POST /api/inbound: the envelope recipients, when not sent in the X-Envelope-To header. */
export const InboundQuery = Type.Object(
  { to: Type.Optional(SingleLine({ maxLength: INBOUND_RECIPIENTS_MAX })) },
  { additionalProperties: false },
);

/** The envelope in headers: `X-Envelope-To` (comma-separated) and `X-Envelope-From`. */
export const InboundHeaders = Type.Object({
  'x-envelope-to': Type.Optional(SingleLine({ maxLength: INBOUND_RECIPIENTS_MAX })),
  'x-envelope-from': Type.Optional(SingleLine({ maxLength: EMAIL_MAX })),
});

export const InboundResult = Type.Object({
  id: Type.Integer(),
  /** Recipients stored (they route to a roller or an account). */
  accepted: Type.Array(Type.String()),
  /** Recipients refused: not on a mail domain of the shop, or no roller of that name. */
  rejected: Type.Array(Type.String()),
});
export type InboundResult = Type.Static<typeof InboundResult>;
