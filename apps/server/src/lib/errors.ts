import { ERROR_STATUS, type ErrorCode } from '@shop/contract';

/**
 * The one error type services throw. Its `code` comes from the catalogue in @shop/contract and
 * decides the HTTP status in one place (`httpStatus`), so handlers never pick statuses by hand.
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

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, field?: string) =>
  new AppError('BAD_REQUEST', message, field);
export const unauthenticated = (message = 'Authentication required') =>
  new AppError('UNAUTHENTICATED', message);
export const conflict = (message: string, field?: string) =>
  new AppError('CONFLICT', message, field);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(
    'RATE_LIMITED',
    `Too many attempts. Try again in ${retryAfterSeconds} seconds.`,
    undefined,
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
