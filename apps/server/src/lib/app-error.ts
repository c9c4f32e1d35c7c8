import { ERROR_STATUS, type ErrorCode } from '@shop/contract';

/**
 * The one error type services throw. Its `code` comes from the catalogue in @shop/contract and
 * decides the HTTP status in one place (`httpStatus`), so handlers never pick statuses by hand.
 * Build one through `errors` (errors.ts), never by hand: the factory owns the id and the message.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get httpStatus(): number {
    return ERROR_STATUS[this.code];
  }
}

/** An error of `code` with the catalogue's message for it, naming the field it is about. */
export const fail = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, message, field);
