import { Type } from 'typebox';
import {
  GenderField,
  ImageUrl,
  LoginMethodField,
  MultiLine,
  SingleLine,
  TransactionStatusField,
} from './fields.ts';
import { EmailAddress } from './auth.ts';
import {
  ACCOUNT_CODE_MAX,
  ACCOUNT_CODE_PATTERN,
  ACCOUNT_PASSWORD_MAX,
  DESCRIPTION_MAX,
  ITEM_VALUE_MAX,
  LEVEL_MAX,
  LOGIN_IDENTIFIER_MAX,
  MAIL_DOMAIN_MAX,
  MAX_ACCOUNT_IMAGES,
  MAX_ACCOUNT_ITEMS,
  MAX_SELLER_COPIES,
  PRICE_MAX,
  PRICE_MIN,
  SERVER_NAME_MAX,
  WARRANTY_DAYS_MAX,
} from './values.ts';

const ItemValue = SingleLine({ minLength: 1, maxLength: ITEM_VALUE_MAX });
const Copies = Type.Integer({ minimum: 0, maximum: MAX_SELLER_COPIES });
const Level = Type.Integer({ minimum: 1, maximum: LEVEL_MAX });
/** Days after delivery the shop stands behind the account (DESIGN §5 warranty); 0 is none. */
const WarrantyDays = Type.Integer({ minimum: 0, maximum: WARRANTY_DAYS_MAX });

/**
 * What the add/edit form sends. For login method Email, `email` is the typed part only: the
 * server forms `{roller code}.{email}@{email_domain}` (SPEC §5, DESIGN §5).
 */
export const AccountInput = Type.Object(
  {
    server_name: SingleLine({ minLength: 1, maxLength: SERVER_NAME_MAX }),
    code: Type.Optional(
      SingleLine({ minLength: 1, maxLength: ACCOUNT_CODE_MAX, pattern: ACCOUNT_CODE_PATTERN }),
    ),
    level: Type.Optional(Level),
    banner_guarantee: Type.Boolean(),
    description: MultiLine({ maxLength: DESCRIPTION_MAX }),
    gender: GenderField,
    characters: Type.Array(
      Type.Object(
        { character: ItemValue, copies: Copies, level: Type.Optional(Level) },
        { additionalProperties: false },
      ),
      { maxItems: MAX_ACCOUNT_ITEMS },
    ),
    weapons: Type.Array(
      Type.Object(
        { weapon: ItemValue, copies: Copies, level: Type.Optional(Level) },
        { additionalProperties: false },
      ),
      { maxItems: MAX_ACCOUNT_ITEMS },
    ),
    login: LoginMethodField,
    email: SingleLine({ minLength: 1, maxLength: LOGIN_IDENTIFIER_MAX }),
    email_domain: Type.Optional(SingleLine({ minLength: 1, maxLength: MAIL_DOMAIN_MAX })),
    password: SingleLine({ minLength: 1, maxLength: ACCOUNT_PASSWORD_MAX }),
    recovery_email: Type.Optional(Type.Union([EmailAddress, Type.Literal('')])),
    price: Type.Integer({ minimum: PRICE_MIN, maximum: PRICE_MAX }),
    images: Type.Array(ImageUrl, { minItems: 1, maxItems: MAX_ACCOUNT_IMAGES }),
    /** Omitted on create: the seller's default; omitted on update: unchanged. */
    warranty_days: Type.Optional(WarrantyDays),
  },
  { additionalProperties: false },
);
export type AccountInput = Type.Static<typeof AccountInput>;

/** The seller's full view of an own account, for editing. */
export const SellerAccount = Type.Object({
  id: Type.Integer(),
  game_id: Type.Integer(),
  server_name: Type.String(),
  code: Type.String(),
  level: Type.Integer(),
  banner_guarantee: Type.Boolean(),
  description: Type.String(),
  gender: GenderField,
  characters: Type.Array(
    Type.Object({ character: Type.String(), copies: Type.Integer(), level: Type.Integer() }),
  ),
  weapons: Type.Array(
    Type.Object({ weapon: Type.String(), copies: Type.Integer(), level: Type.Integer() }),
  ),
  login: LoginMethodField,
  /** For Email logins the full address; `email_local` and `email_domain` give its parts for the form. */
  email: Type.String(),
  email_local: Type.Union([Type.String(), Type.Null()]),
  email_domain: Type.Union([Type.String(), Type.Null()]),
  password: Type.String(),
  recovery_email: Type.Union([Type.String(), Type.Null()]),
  price: Type.Integer(),
  images: Type.Array(Type.String()),
  warranty_days: Type.Integer(),
  roller: Type.String(),
  transaction_status: TransactionStatusField,
  created_at: Type.String(),
});
export type SellerAccount = Type.Static<typeof SellerAccount>;

export const MailDomains = Type.Object({ domains: Type.Array(Type.String()) });

/** POST /api/upload answers the image's link (and its thumbnail's). */
export const UploadData = Type.Object({ link: Type.String(), thumb: Type.String() });
export type UploadData = Type.Static<typeof UploadData>;
