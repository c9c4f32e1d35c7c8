import { Type } from 'typebox';

export const LOGIN_METHODS = ['Email', 'Username', 'Google'] as const;
export const MAX_SELLER_COPIES = 6;
export const MAX_ACCOUNT_IMAGES = 10;
export const DESCRIPTION_MAX = 2000;

const ItemValue = Type.String({ minLength: 1, maxLength: 64 });
const Copies = Type.Integer({ minimum: 0, maximum: MAX_SELLER_COPIES });
const Level = Type.Integer({ minimum: 1, maximum: 100 });

/**
 * What the add/edit form sends. For login method Email, `email` is the typed part only: the
 * server forms `{roller code}.{email}@{email_domain}` (SPEC §5, DESIGN §5).
 */
export const AccountInput = Type.Object(
  {
    server_name: Type.String({ minLength: 1, maxLength: 64 }),
    code: Type.Optional(
      Type.String({ minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$' }),
    ),
    level: Type.Optional(Level),
    banner_guarantee: Type.Boolean(),
    description: Type.String({ maxLength: DESCRIPTION_MAX }),
    gender: Type.Union([Type.Literal('F'), Type.Literal('M')]),
    characters: Type.Array(
      Type.Object(
        { character: ItemValue, copies: Copies, level: Type.Optional(Level) },
        { additionalProperties: false },
      ),
      { maxItems: 60 },
    ),
    weapons: Type.Array(
      Type.Object(
        { weapon: ItemValue, copies: Copies, level: Type.Optional(Level) },
        { additionalProperties: false },
      ),
      { maxItems: 60 },
    ),
    login: Type.Union([Type.Literal('Email'), Type.Literal('Username'), Type.Literal('Google')]),
    email: Type.String({ minLength: 1, maxLength: 200 }),
    email_domain: Type.Optional(Type.String({ minLength: 1, maxLength: 253 })),
    password: Type.String({ minLength: 1, maxLength: 200 }),
    recovery_email: Type.Optional(
      Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Literal('')]),
    ),
    price: Type.Integer({ minimum: 1, maximum: 1000000 }),
    images: Type.Array(Type.String({ minLength: 1, maxLength: 2048 }), {
      minItems: 1,
      maxItems: MAX_ACCOUNT_IMAGES,
    }),
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
  gender: Type.Union([Type.Literal('F'), Type.Literal('M')]),
  characters: Type.Array(
    Type.Object({ character: Type.String(), copies: Type.Integer(), level: Type.Integer() }),
  ),
  weapons: Type.Array(
    Type.Object({ weapon: Type.String(), copies: Type.Integer(), level: Type.Integer() }),
  ),
  login: Type.Union([Type.Literal('Email'), Type.Literal('Username'), Type.Literal('Google')]),
  /** For Email logins the full address; `email_local` and `email_domain` give its parts for the form. */
  email: Type.String(),
  email_local: Type.Union([Type.String(), Type.Null()]),
  email_domain: Type.Union([Type.String(), Type.Null()]),
  password: Type.String(),
  recovery_email: Type.Union([Type.String(), Type.Null()]),
  price: Type.Integer(),
  images: Type.Array(Type.String()),
  roller: Type.String(),
  transaction_status: Type.Union([
    Type.Literal('available'),
    Type.Literal('pending'),
    Type.Literal('delivered'),
    Type.Literal('failed'),
  ]),
  created_at: Type.String(),
});
export type SellerAccount = Type.Static<typeof SellerAccount>;

export const MailDomains = Type.Object({ domains: Type.Array(Type.String()) });

/** POST /api/upload answers the image's link (and its thumbnail's). */
export const UploadData = Type.Object({ link: Type.String(), thumb: Type.String() });
export type UploadData = Type.Static<typeof UploadData>;
