import { Type } from 'typebox';
import { CodeString } from './auth.ts';
import { SingleLine } from './fields.ts';
import { SELLER_NAME_MAX } from './seller-settings.ts';
import { ROW_ID_MAX } from './values.ts';

/**
 * The owner's Sellers page (DESIGN §5 "Sellers, the owner"): every roller with its totals, a new
 * seller with a generated password shown once, disable and enable, a password reset.
 */

/** One roller as the owner sees it. Sold and income count delivered orders only (refunds out). */
export const SellerSummary = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** The notification e-mail, once confirmed; null when the seller has none. */
  email: Type.Union([Type.String(), Type.Null()]),
  is_owner: Type.Boolean(),
  /** Cannot sign in; every session of theirs has ended. */
  disabled: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
  /** Accounts not sold yet: listed, or held by a purchase in progress. */
  accounts_for_sale: Type.Integer(),
  /** Delivered orders. */
  accounts_sold: Type.Integer(),
  /** The sum of the delivered orders' amounts, in whole dollars. */
  income: Type.Integer(),
});
export type SellerSummary = Type.Static<typeof SellerSummary>;

/** GET /api/owner/sellers. */
export const SellerList = Type.Object({ sellers: Type.Array(SellerSummary) });
export type SellerList = Type.Static<typeof SellerList>;

/** POST /api/owner/sellers. */
export const CreateSellerBody = Type.Object(
  {
    code: CodeString,
    name: SingleLine({ minLength: 1, maxLength: SELLER_NAME_MAX }),
  },
  { additionalProperties: false },
);
export type CreateSellerBody = Type.Static<typeof CreateSellerBody>;

/** A seller and a generated password, shown this once: the shop keeps only its hash. */
export const SellerWithPassword = Type.Object({ seller: SellerSummary, password: Type.String() });
export type SellerWithPassword = Type.Static<typeof SellerWithPassword>;

export const SellerParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }) },
  { additionalProperties: false },
);
export type SellerParams = Type.Static<typeof SellerParams>;
