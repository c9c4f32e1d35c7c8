import { Type } from 'typebox';
import { EmailAddress } from './auth.ts';
import { EmailParams, SenderVerifiedField } from './email.ts';
import { LoginMethodField, SecurityAlertField } from './fields.ts';
import { ROW_ID_MAX } from './values.ts';

/** POST /api/buyer/request-email-access. */
export const BuyerAccessRequest = Type.Object(
  { email: EmailAddress },
  { additionalProperties: false },
);
export type BuyerAccessRequest = Type.Static<typeof BuyerAccessRequest>;

/** GET /api/buyer/emails?token=. */
export const BuyerEmailsQuery = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type BuyerEmailsQuery = Type.Static<typeof BuyerEmailsQuery>;

/** GET /api/buyer/emails/{id}?token= (one mail) and .../{id}/attachments/{n}?token=. */
export const BuyerEmailParams = EmailParams;

const Timestamp = Type.String({ format: 'date-time' });

/** One mail that reached a bought account (SPEC §3 Buyer access). */
export const BuyerEmail = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** The readable text of the mail (of its HTML when it has one). */
  body: Type.String(),
  /** The readable text's first 150 characters, ending with `...` when cut (SPEC §9). */
  preview: Type.String(),
  email_created_at: Timestamp,
  has_html: Type.Boolean(),
  /** The verification code found in the mail, for a one-click copy. */
  code: Type.Union([Type.String(), Type.Null()]),
  /** The mail's verification or sign-in link, when its main call to action is one. */
  link: Type.Union([Type.String(), Type.Null()]),
  /** Whether its sender is who its From says (EmailSummary.sender_verified). */
  sender_verified: SenderVerifiedField,
  /**
   * The account-security event the shop recognised in it during the warranty (a password reset,
   * an e-mail change...), or null: the buyer's page shows a banner for it.
   */
  security_alert: SecurityAlertField,
});
export type BuyerEmail = Type.Static<typeof BuyerEmail>;

export const BuyerAccount = Type.Object({
  /** The order that delivered the account (what a dispute names). */
  transaction_id: Type.Integer(),
  game_name: Type.String(),
  server_name: Type.String(),
  /** The account's login (an e-mail address, or a user name for `Username` logins). */
  account_email: Type.String(),
  /** How the account signs in (SPEC §9): the login's label follows it. */
  login_method: LoginMethodField,
  account_code: Type.String(),
  purchase_date: Timestamp,
  /**
   * When the warranty ends: delivery plus its days, or earlier when a refund or a resolved
   * dispute ended it; null when the account was sold without warranty.
   */
  warranty_until: Type.Union([Timestamp, Type.Null()]),
  email_count: Type.Integer(),
  emails: Type.Array(BuyerEmail),
});
export type BuyerAccount = Type.Static<typeof BuyerAccount>;

export const BuyerEmails = Type.Object({
  buyer_email: Type.String(),
  total_accounts: Type.Integer(),
  access_expires_at: Timestamp,
  accounts: Type.Array(BuyerAccount),
});
export type BuyerEmails = Type.Static<typeof BuyerEmails>;

/** GET /api/buyer/accounts/{transaction_id}/credentials?token=: the purchase's sign-in. */
export const BuyerCredentialsParams = Type.Object(
  { transaction_id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }) },
  { additionalProperties: false },
);
export type BuyerCredentialsParams = Type.Static<typeof BuyerCredentialsParams>;

/** How a delivered account signs in, as the delivery mail said it: shown on request only. */
export const BuyerCredentials = Type.Object({
  login_method: LoginMethodField,
  /** An e-mail address, or a user name for `Username` logins. */
  login: Type.String(),
  password: Type.String(),
});
export type BuyerCredentials = Type.Static<typeof BuyerCredentials>;

/** POST /api/realtime/buyer-auth: a ticket for the buyer's live channel, from the access token. */
export const BuyerTicketBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type BuyerTicketBody = Type.Static<typeof BuyerTicketBody>;
