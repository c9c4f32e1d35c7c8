import { Type, type TSchema } from 'typebox';
import { ERROR_CODES } from './errors.ts';

/** Every success body is `{ status: 'success', data }` (DESIGN §6). */
export const Success = <T extends TSchema>(data: T) =>
  Type.Object({ status: Type.Literal('success'), data });

/** Every error body: a stable `code`, a human `message`, and the offending `field` when one is known. */
export const ErrorBody = Type.Object({
  status: Type.Literal('error'),
  code: Type.Enum(ERROR_CODES),
  message: Type.String(),
  field: Type.Optional(Type.String()),
});

export type ErrorBody = Type.Static<typeof ErrorBody>;
export type SuccessBody<T> = { status: 'success'; data: T };
export type Envelope<T> = SuccessBody<T> | ErrorBody;
