/**
 * The error catalogue: every stable id the API can answer with and its HTTP status.
 * The server maps ids to statuses in one place (lib/errors.ts); the web may switch on ids.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RULE_BROKEN: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  UNAVAILABLE: 503,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  IMAGE_DIMENSIONS_TOO_LARGE: 413,
  BUSY: 503,
  REQUEST_TIMEOUT: 408,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
