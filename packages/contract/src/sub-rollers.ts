import { Type } from 'typebox';
import { EMAIL_PAGE_SIZE, MAX_PAGE, ROLLER_CODE_MAX, ROLLER_CODE_PATTERN } from './values.ts';

/** The header a sub-roller's requests carry instead of a bearer token (SPEC §6). */
export const SUB_ROLLER_TOKEN_HEADER = 'x-sub-roller-token';

/** A sub-roller code follows the roller code rule (DESIGN §5); the shop stores it lowercase. */
const SubCode = Type.String({
  minLength: 1,
  maxLength: ROLLER_CODE_MAX,
  pattern: ROLLER_CODE_PATTERN.replace('a-z', 'a-zA-Z'),
});

/** POST /api/email/sub-roller/token and DELETE /api/email/sub-roller. */
export const SubRollerCodeBody = Type.Object(
  { sub_code: SubCode },
  { additionalProperties: false },
);
export type SubRollerCodeBody = Type.Static<typeof SubRollerCodeBody>;

/** SPEC §3 Sub-roller: `email_pattern` is `r.s.*@domain`; `token` opens the viewer link. */
export const SubRoller = Type.Object({
  id: Type.Integer(),
  sub_code: Type.String(),
  email_pattern: Type.String(),
  token: Type.String(),
  roller_code: Type.String(),
});
export type SubRoller = Type.Static<typeof SubRoller>;

export const SubRollerList = Type.Array(SubRoller);
export type SubRollerList = Type.Static<typeof SubRollerList>;

/** GET /api/email/sub-roller/access/info: whose mail the token reads. */
export const SubRollerInfo = Type.Object({ roller_code: Type.String(), sub_code: Type.String() });
export type SubRollerInfo = Type.Static<typeof SubRollerInfo>;

/** GET /api/email/sub-roller/access?page=. */
export const SubRollerAccessQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1 })),
    limit: Type.Optional(
      Type.Integer({ minimum: 1, maximum: EMAIL_PAGE_SIZE * 4, default: EMAIL_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
);
export type SubRollerAccessQuery = Type.Static<typeof SubRollerAccessQuery>;
