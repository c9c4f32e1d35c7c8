import { Type } from 'typebox';
import {
  AccountSortField,
  GenderField,
  LoginMethodField,
  SingleLine,
  TransactionStatusField,
} from './fields.ts';
import {
  LISTING_TEXT_MAX,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  PRICE_FILTER_MAX,
  PRICE_MIN,
  ROW_ID_MAX,
} from './values.ts';

export const SalesStat = Type.Object({
  game_id: Type.Integer(),
  game_name: Type.String(),
  total_revenue: Type.Number(),
  total_sold: Type.Integer(),
});
export type SalesStat = Type.Static<typeof SalesStat>;

export const IncomeStat = Type.Object({
  game_id: Type.Integer(),
  game_name: Type.String(),
  total_income: Type.Number(),
  total_sold: Type.Integer(),
});
export type IncomeStat = Type.Static<typeof IncomeStat>;

export const GameParams = Type.Object({
  gameId: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
});
export const AccountParams = Type.Object({
  gameId: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
  accountId: Type.Integer({ minimum: 1, maximum: ROW_ID_MAX }),
});

/** Listing filters (DESIGN §5). Lists are comma-separated; a repeated value means more copies. */
export const AccountListQuery = Type.Object(
  {
    servers: Type.Optional(SingleLine({ maxLength: 2000 })),
    gender: Type.Optional(GenderField),
    characters: Type.Optional(SingleLine({ maxLength: 4000 })),
    weapons: Type.Optional(SingleLine({ maxLength: 4000 })),
    max_price: Type.Optional(Type.Integer({ minimum: PRICE_MIN, maximum: PRICE_FILTER_MAX })),
    sort: Type.Optional(AccountSortField),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
    prefix: Type.Optional(SingleLine({ maxLength: 64 })),
    /**
     * An account's code (exact, any case), or words its description holds
     * (docs/decisions/0009-listing-text-search.md).
     */
    q: Type.Optional(SingleLine({ maxLength: LISTING_TEXT_MAX })),
  },
  { additionalProperties: false },
);
export type AccountListQuery = Type.Static<typeof AccountListQuery>;

/** An item on a listed account: what the card shows (its level is in the seller's full view). */
const ListedCharacter = Type.Object({ character: Type.String(), copies: Type.Integer() });
const ListedWeapon = Type.Object({ weapon: Type.String(), copies: Type.Integer() });

/**
 * An account as listed: what its card shows. Never carries the login e-mail, password or
 * recovery e-mail. `images` are all of them (the card's preview shows each in full size).
 */
export const ListedAccount = Type.Object({
  id: Type.Integer(),
  game_id: Type.Integer(),
  server_name: Type.String(),
  banner_guarantee: Type.Boolean(),
  code: Type.String(),
  description: Type.String(),
  price: Type.Integer(),
  images: Type.Array(Type.String()),
  gender: GenderField,
  characters: Type.Array(ListedCharacter),
  weapons: Type.Array(ListedWeapon),
  /** Days of warranty from delivery; 0 promises none. */
  warranty_days: Type.Integer(),
  created_at: Type.String(),
  /** Seller listing only. */
  transaction_status: Type.Optional(TransactionStatusField),
});
export type ListedAccount = Type.Static<typeof ListedAccount>;

export const AccountList = Type.Object({
  accounts: Type.Array(ListedAccount),
  /** Matches; a lower bound when `total_capped` (the public listing stops counting). */
  total: Type.Integer(),
  /** There are more than `total` matches; show e.g. "100+" (PUBLIC_COUNT_CAP). */
  total_capped: Type.Boolean(),
  limit: Type.Integer(),
  page: Type.Integer(),
});
export type AccountList = Type.Static<typeof AccountList>;

/** The purchase page's view of an account for sale (SPEC §3). */
export const AccountDetail = Type.Object({
  id: Type.Integer(),
  game_id: Type.Integer(),
  code: Type.String(),
  server_name: Type.String(),
  banner_guarantee: Type.Boolean(),
  gender: GenderField,
  images: Type.Array(Type.String()),
  login: LoginMethodField,
  description: Type.String(),
  price: Type.Integer(),
  characters: Type.Array(
    Type.Object({ id: Type.String(), character: Type.String(), copies: Type.Integer() }),
  ),
  weapons: Type.Array(
    Type.Object({ id: Type.String(), weapon: Type.String(), copies: Type.Integer() }),
  ),
  /** Days of warranty from delivery; 0 promises none. */
  warranty_days: Type.Integer(),
  /** An invoice for it is open: it cannot be ordered until that invoice is paid or lapses. */
  reserved: Type.Boolean(),
});
export type AccountDetail = Type.Static<typeof AccountDetail>;
