import { Type } from 'typebox';
import { SingleLine } from './fields.ts';
import {
  EMAIL_MAX,
  LOGIN_CODE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLLER_CODE_MAX,
  ROLLER_CODE_PATTERN,
} from './values.ts';

export const CodeString = SingleLine({
  minLength: 1,
  maxLength: ROLLER_CODE_MAX,
  pattern: ROLLER_CODE_PATTERN,
});

export const LoginBody = Type.Object(
  {
    // Login accepts any case; the server lowercases before lookup.
    code: SingleLine({ minLength: 1, maxLength: LOGIN_CODE_MAX }),
    password: SingleLine({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

export const RollerProfile = Type.Object({
  code: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  /** The shop's owner (DESIGN §5): the web shows the Sellers page. */
  is_owner: Type.Boolean(),
});
export type RollerProfile = Type.Static<typeof RollerProfile>;

export const LoginData = Type.Object({ token: Type.String(), roller: RollerProfile });
export type LoginData = Type.Static<typeof LoginData>;

export const ChangePasswordBody = Type.Object(
  {
    current_password: SingleLine({ minLength: 1, maxLength: PASSWORD_MAX }),
    new_password: SingleLine({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Type.Static<typeof ChangePasswordBody>;

export const EmailAddress = SingleLine({ format: 'email', maxLength: EMAIL_MAX });

export const UpdateEmailBody = Type.Object(
  { email: EmailAddress },
  { additionalProperties: false },
);
export type UpdateEmailBody = Type.Static<typeof UpdateEmailBody>;

export const MessageData = Type.Object({ message: Type.String() });
export type MessageData = Type.Static<typeof MessageData>;
