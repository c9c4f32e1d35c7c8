import { Type } from 'typebox';

/** Roller and sub-roller codes: lowercase letters and digits, no dots (DESIGN §5). */
export const CODE_PATTERN = '^[a-z0-9]+$';
export const CodeString = Type.String({ minLength: 1, maxLength: 32, pattern: CODE_PATTERN });

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const LoginBody = Type.Object(
  {
    // Login accepts any case; the server lowercases before lookup.
    code: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type LoginBody = Type.Static<typeof LoginBody>;

export const RollerProfile = Type.Object({
  code: Type.String(),
  name: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
});
export type RollerProfile = Type.Static<typeof RollerProfile>;

export const LoginData = Type.Object({ token: Type.String(), roller: RollerProfile });
export type LoginData = Type.Static<typeof LoginData>;

export const ChangePasswordBody = Type.Object(
  {
    current_password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
    new_password: Type.String({ minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX }),
  },
  { additionalProperties: false },
);
export type ChangePasswordBody = Type.Static<typeof ChangePasswordBody>;

export const UpdateEmailBody = Type.Object(
  { email: Type.String({ format: 'email', maxLength: 254 }) },
  { additionalProperties: false },
);
export type UpdateEmailBody = Type.Static<typeof UpdateEmailBody>;

export const MessageData = Type.Object({ message: Type.String() });
export type MessageData = Type.Static<typeof MessageData>;
