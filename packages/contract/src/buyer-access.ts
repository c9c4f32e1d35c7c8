import { Type } from 'typebox';
import { EmailAddress } from './auth.ts';

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

const Timestamp = Type.String({ format: 'date-time' });

/** One mail that reached a bought account (SPEC §3 Buyer access). */
export const BuyerEmail = Type.Object({
  id: Type.Integer(),
  subject: Type.String(),
  from: Type.String(),
  to: Type.String(),
  /** The plain text of the mail (the page strips what looks like tags for previews). */
  body: Type.String(),
  email_created_at: Timestamp,
});
export type BuyerEmail = Type.Static<typeof BuyerEmail>;

export const BuyerAccount = Type.Object({
  game_name: Type.String(),
  server_name: Type.String(),
  account_email: Type.String(),
  account_code: Type.String(),
  purchase_date: Timestamp,
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
