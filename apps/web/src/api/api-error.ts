import { ERROR_CODES, ERROR_STATUS, type ErrorCode } from '@shop/contract/values';

export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

/**
 * Failures the client names itself, when no error envelope says what happened: the server could
 * not be reached, answered without an envelope, answered a body that is not one, or used an id
 * this build does not know.
 */
export type ClientErrorCode = 'NETWORK_ERROR' | 'HTTP_ERROR' | 'BAD_RESPONSE' | 'UNKNOWN';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export type ApiErrorInit = {
  status: number;
  code: ApiErrorCode;
  /** The server's message from the error envelope, when the response had one. */
  serverMessage?: string;
  field?: string;
};

/**
 * A failed API call. `status` is the HTTP status (0 when the server could not be reached),
 * `code` the stable id from the error catalogue, `field` the offending input when the server
 * named one (validation errors).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly field?: string;
  readonly serverMessage?: string;

  constructor({ status, code, serverMessage, field }: ApiErrorInit) {
    // Like other HTTP clients, fall back to a status line so `message` is never empty.
    super(serverMessage || `Request failed with status code ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the failure carries one of `codes`: the way to branch on a failure (never its text). */
export function hasErrorCode(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return isApiError(error) && codes.includes(error.code);
}

/** Every id of the catalogue that means "not there" (a game, an account, a file, a route). */
const NOT_FOUND_CODES = ERROR_CODES.filter((code) => ERROR_STATUS[code] === 404);

/** Something asked for is not there; pages show their own "not found" state for it. */
export function isNotFound(error: unknown): boolean {
  return hasErrorCode(error, ...NOT_FOUND_CODES);
}

/**
 * The text to show for a failure (SPEC §8): the response's message first, then the error's own
 * message, then "An error occurred".
 */
export function errorMessage(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return FALLBACK_ERROR_MESSAGE;
}
