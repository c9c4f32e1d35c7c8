export const FALLBACK_ERROR_MESSAGE = 'An error occurred';

export type ApiErrorInit = {
  status: number;
  code: string;
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
  readonly code: string;
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

export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
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
